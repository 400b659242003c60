import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { readSignedInPreloads } from './signed-in-preloads.ts';

// As the web build writes them (apps/web/build-plugins/preload-first-screen.ts), shortened.
const preloads = {
  signIn: ['assets/login-page-1a.js', 'assets/Card-2b.js'],
  frame: ['assets/main-layout-3c.js', 'assets/menu-4d.js'],
  home: ['assets/main-layout-3c.js', 'assets/menu-4d.js', 'assets/home-page-5e.js', 'assets/Card-2b.js'],
};
const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const indexHtml =
  '<!doctype html>\n<html lang="en" data-bs-theme="light">\n  <head>\n    <title>My Account</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-0f.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-9a.js">\n' +
  preloads.signIn.map((file) => `    ${link(file)}\n`).join('') +
  '  </head>\n  <body><div id="root"></div></body>\n</html>\n';

function writeDist(file: string | undefined): string {
  const dist = mkdtempSync(join(tmpdir(), 'myaccount-web-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  if (file !== undefined) writeFileSync(join(dist, '.vite', 'signed-in-preloads.json'), file);
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST: writeDist(JSON.stringify(preloads)) } });
});
afterAll(() => t.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const preloaded = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

describe("a returning customer's document (issue 18)", () => {
  it("preloads Home's and the frame's chunks at / instead of the sign-in page's", async () => {
    const res = await page('/', 'appearance=light.ltr; signed_in=1');
    expect(res.statusCode).toBe(200);
    expect(preloaded(res.body)).toEqual(['assets/react-9a.js', ...preloads.home]);
    // The rest of the document is as built: the entry, the head, the body.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-0f.js"></script>');
    expect(res.body).toContain('<body><div id="root"></div></body>');
    expect(res.headers.vary).toContain('cookie');
  });

  it('preloads the frame alone on the other signed-in pages, the query aside', async () => {
    for (const url of ['/billing', '/usage?from=2026-01-01', '/notifications/all', '/no-such-page']) {
      const res = await page(url, 'signed_in=1');
      expect(preloaded(res.body), url).toEqual(['assets/react-9a.js', ...preloads.frame]);
    }
  });

  it('keeps the sign-in preloads without the cookie, with another value, and on guest pages', async () => {
    const asBuilt = ['assets/react-9a.js', ...preloads.signIn];
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', 'signed_in=0'],
      ['/', 'signed_in=1x; other=1'],
      ['/billing', 'not_signed_in=1'],
      ['/login', 'signed_in=1'],
      ['/login/agent', 'signed_in=1'],
      ['/forgot-password', 'signed_in=1'],
      ['/reset-password?token=abc', 'signed_in=1'],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(preloaded(res.body), `${url} ${cookie}`).toEqual(asBuilt);
    }
  });

  it('sends the swapped document compressed, the same bytes', async () => {
    const plain = await page('/', 'signed_in=1');
    const br = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', cookie: 'signed_in=1', 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the build file', () => {
  it('is read when every entry is one of the build’s chunk names', () => {
    expect(readSignedInPreloads(writeDist(JSON.stringify(preloads)))).toEqual(preloads);
  });

  it('is left aside when missing, damaged or naming anything but a chunk', () => {
    for (const file of [
      undefined,
      '{',
      '[]',
      JSON.stringify({ ...preloads, home: undefined }),
      JSON.stringify({ ...preloads, frame: ['assets/x.js"><script>alert(1)</script>'] }),
      JSON.stringify({ ...preloads, frame: ['../secret.js'] }),
      JSON.stringify({ ...preloads, signIn: [1] }),
    ]) {
      expect(readSignedInPreloads(writeDist(file)), String(file)).toBeUndefined();
    }
  });

  it('missing, leaves every document as built', async () => {
    const plain = await buildTestApp({ env: { WEB_DIST: writeDist(undefined) } });
    try {
      const res = await plain.app.inject({
        url: '/',
        headers: { accept: 'text/html', cookie: 'signed_in=1' },
      });
      expect(res.body).toBe(indexHtml);
    } finally {
      await plain.close();
    }
  });
});
