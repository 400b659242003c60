import type { AddressInfo } from 'node:net';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync } from 'node:zlib';
import { enrollmentsByAddress } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/index.ts';
import { buildTestApp, decodeToken, type TestApp } from './test/build-test-app.ts';
import { selfSignedCertificate, type SelfSigned } from './test/self-signed.ts';

/**
 * The server with TLS_CERT_FILE and TLS_KEY_FILE (config/tls.ts), over a real connection: a
 * browser's HTTP/2 for the API, compressed replies and a statement PDF, and HTTP/1.1 over TLS
 * for a client without HTTP/2.
 */
let t: TestApp;
let tls: SelfSigned;
let origin: string;
let session: ClientHttp2Session;
/** The last test stops the server itself. */
let stopped = false;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function h2(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
    const chunks: Buffer[] = [];
    let headers: IncomingHttpHeaders = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    stream.end(init.body);
  });
}

beforeAll(async () => {
  tls = selfSignedCertificate();
  t = await buildTestApp({ env: { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  session = connect(origin, { ca: tls.cert });
  await new Promise<void>((resolve, reject) =>
    session.once('connect', () => resolve()).once('error', reject),
  );
}, 180_000);
afterAll(async () => {
  session?.close();
  if (!stopped) await t?.close();
});

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('agrees on HTTP/2 with a client that offers it and answers the API on one connection', async () => {
    expect(session.alpnProtocol).toBe('h2');
    const signIn = await h2('/v2/auth/login-myaccount', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { token, customerHash } = JSON.parse(signIn.body.toString()) as {
      token: string;
      customerHash: string;
    };
    const { id } = decodeToken(token);
    const auth = { authorization: `Bearer ${token}`, 'x-customer-hash': customerHash };

    const profile = await h2(`/v2/customers/${id}/profile`, { headers: auth });
    expect(profile.status).toBe(200);
    expect(JSON.parse(profile.body.toString())).toMatchObject({ id_customer: id });
    expect(profile.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    // A longer read, brotli-compressed as a browser asks for it.
    const enrollments = await h2(`/v2/customers/${id}/enrollments`, { headers: auth });
    const enrollmentId = enrollmentsByAddress.parse(JSON.parse(enrollments.body.toString()))[0]!
      .enrollments[0]!.id_enrollment;
    const statements = await h2(`/v2/billing/statements/${enrollmentId}`, {
      headers: { ...auth, 'accept-encoding': 'br' },
    });
    expect(statements.status).toBe(200);
    expect(statements.headers['content-encoding']).toBe('br');
    const [first] = JSON.parse(brotliDecompressSync(statements.body).toString()) as {
      custStatementTkn: string;
    }[];

    // A statement's PDF, whole.
    const pdf = await h2(
      `/v2/billing/statements-pdf/${enrollmentId}?custStatementTkn=${encodeURIComponent(first!.custStatementTkn)}`,
      { headers: auth },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body.length).toBe(Number(pdf.headers['content-length'] ?? pdf.body.length));

    // Another customer's data stays closed over HTTP/2 too, in the error shape.
    const other = await h2(`/v2/customers/${id + 1}/profile`, { headers: auth });
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body.toString())).toMatchObject({
      errors: [expect.objectContaining({ code: expect.any(String) })],
    });
  });

  it('answers a client without HTTP/2 over HTTP/1.1 on the same port', async () => {
    const reply = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const request = httpsRequest(`${origin}/v2/brands/`, { ca: tls.cert }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode!, version: response.httpVersion, body }),
        );
      });
      request.on('error', reject);
      request.end();
    });
    expect(reply).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(reply.body)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id_site: expect.any(Number) })]),
    );
  });

  it('refuses unparseable HTTP/1.1 over TLS in the error shape, as over plain HTTP', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(origin);
      const socket = tlsConnect(
        { host: '127.0.0.1', port: Number(port), ca: tls.cert, ALPNProtocols: ['http/1.1'] },
        () => socket.write('GET /v2/brands/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      errors: [{ code: 'bad_request' }],
    });
  });

  it('ends open HTTP/2 sessions when it stops, so a shutdown does not wait for idle browsers', async () => {
    // Last: it stops the server. The session has served a request and stays open, as a browser's does.
    expect((await h2('/v2/brands/')).status).toBe(200);
    const ended = new Promise<void>((resolve) => session.once('close', () => resolve()));
    await t.close();
    stopped = true;
    await ended;
    expect(session.closed).toBe(true);
  });
});
