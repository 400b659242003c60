import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gzips a large JSON reply for a client that accepts it, and the body is intact', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small replies and clients without Accept-Encoding uncompressed', async () => {
    const { headers } = await t.login('demo');
    const small = await t.app.inject({
      method: 'GET',
      url: '/v2/configuration-parameters',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
