import { connect, type AddressInfo } from 'node:net';
import { apiError } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// Malformed HTTP never reaches app.inject (it builds well-formed requests), so these go over a
// real socket: what Node's parser and Fastify's router refuse must still answer in our shape.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Writes `request` as-is and resolves with the status and the body of the answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
  });
}

const login = 'POST /v2/auth/login-myaccount HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n';

const cases: [name: string, request: string, status: number][] = [
  ['a Content-Length that is not a number', `${login}Content-Length: abc\r\n\r\n{}`, 400],
  [
    'both Content-Length and Transfer-Encoding',
    `${login}Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    400,
  ],
  ['a method HTTP does not know', 'FROB /v2/brands HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
  ['a line that is not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400],
  [
    'headers over the size limit (431)',
    `GET /v2/brands HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
  ],
  [
    'a path that is not valid percent-encoding',
    'GET /v2/billing/statements/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    400,
  ],
  [
    'a path parameter over the router limit',
    `GET /v2/billing/statements/${'9'.repeat(500)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    414,
  ],
  ['an empty JSON body', `${login}Content-Type: application/json\r\nContent-Length: 0\r\n\r\n`, 400],
  [
    'a __proto__ key in JSON',
    `${login}Content-Type: application/json\r\nContent-Length: 27\r\n\r\n{"__proto__":{"a":1},"x":1}`,
    400,
  ],
  ['a body of another content type', `${login}Content-Type: text/xml\r\nContent-Length: 4\r\n\r\n<a/>`, 415],
];

describe('raw HTTP errors answer in the documented error shape (issue 11)', () => {
  it.each(cases)('%s', async (_name, request, status) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.headers.toLowerCase()).toContain('content-type: application/json');
    const body = apiError.parse(JSON.parse(res.body));
    expect(body.errors[0]!.code).toMatch(/^(bad_request|invalid_json|unsupported_media_type)$/);
    // Nothing of Fastify's default body (statusCode, error) or internals leaks.
    expect(res.body).not.toMatch(/statusCode|FST_|"error":/);
  });
});
