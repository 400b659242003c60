import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiError } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';

let app: FastifyInstance;
let database: Database;
const precompressed: Record<'br' | 'gzip', Buffer> = { br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'myaccount-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>My Account</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // As the web build writes them (apps/web/build-plugins/precompress.ts).
  const words = Array.from({ length: 800 }, (_, i) => `word${(i * 7919) % 1000}`);
  const script = Buffer.from(`export const texts = ${JSON.stringify(words)};`);
  writeFileSync(join(dist, 'assets', 'big-3c4d.js'), script);
  writeFileSync(join(dist, 'assets', 'big-3c4d.js.br'), (precompressed.br = brotliCompressSync(script)));
  writeFileSync(
    join(dist, 'assets', 'big-3c4d.js.gz'),
    (precompressed.gzip = gzipSync(script, { level: 9 })),
  );
  database = await openDatabase({});
  app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: dist }), database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('web app serving', () => {
  it('serves index.html at / and for client routes, revalidated each time', async () => {
    for (const url of ['/', '/billing', '/usage/2024?x=1']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>My Account</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed brotli or gzip file the browser accepts, with a long cache', async () => {
    const plain = await app.inject({ url: '/assets/big-3c4d.js' });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({ url: '/assets/big-3c4d.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      // The very bytes of the file on disk: nothing was compressed for this request.
      expect(res.rawPayload.equals(precompressed[encoding])).toBe(true);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('never falls back for API paths, docs paths, missing files or non-HTML requests', async () => {
    for (const [url, headers] of [
      ['/v2/nothing', html],
      ['/v1/nothing', html],
      ['/docs/nothing', html],
      ['/assets/missing.js', html],
      ['/billing', { accept: 'application/json' }],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(apiError.parse(res.json()).errors[0]!.code).toBe('not_found');
    }
  });

  it('serves the OpenAPI document at /docs', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/v2/auth/login-myaccount');
  });
});
