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
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en" data-bs-theme="light"><head><title>My Account</title>\n' +
      '    <link rel="preload" href="/locales/en/translation.json" as="fetch" crossorigin />\n</head></html>',
  );
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

  it('answers index.html in the language the app will start in, its texts preloaded', async () => {
    const english = '<link rel="preload" href="/locales/en/translation.json" as="fetch" crossorigin />';
    const spanish = english.replace('/en/', '/es/');
    for (const [headers, lng] of [
      [{}, 'en'],
      [{ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }, 'es'],
      [{ 'accept-language': 'fr-FR, es;q=0.5, en;q=0.7' }, 'en'],
      [{ 'accept-language': 'fr, es;q=0.5' }, 'es'],
      [{ 'accept-language': 'es;q=0, fr' }, 'en'],
      [{ 'accept-language': 'es', cookie: 'a=1; i18next=en' }, 'en'],
      [{ 'accept-language': 'en-US', cookie: 'i18next=es' }, 'es'],
      [{ 'accept-language': 'en-US', cookie: 'i18next=%E0%A4%A' }, 'en'],
    ] as const) {
      const res = await app.inject({ url: '/login', headers: { ...html, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.body, JSON.stringify(headers)).toContain(`<html lang="${lng}" data-bs-theme="light">`);
      expect(res.body).toContain(english);
      expect(res.body.includes(spanish), JSON.stringify(headers)).toBe(lng === 'es');
      expect(res.headers.vary).toContain('accept-language');
      expect(res.headers['content-type']).toContain('text/html');
    }
    const chosen = await app.inject({ url: '/?lng=es', headers: { ...html, cookie: 'i18next=en' } });
    expect(chosen.body).toContain('<html lang="es"');
  });

  it('sends index.html compressed when the browser accepts it, and never as a static file', async () => {
    const plain = await app.inject({ url: '/', headers: { ...html, 'accept-language': 'es' } });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({
        url: '/',
        headers: { ...html, 'accept-language': 'es', 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    const file = await app.inject({ url: '/index.html', headers: { 'accept-language': 'es' } });
    expect(file.statusCode).toBe(404);
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
