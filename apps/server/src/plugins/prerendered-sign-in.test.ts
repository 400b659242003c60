import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type Brand, logoVersion, type PrerenderedPage } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { readPrerenderedPages, signInMarkup, withSignInMarkup } from './prerendered-sign-in.ts';

// As the web build writes them (apps/web/build-plugins/prerender-sign-in.ts), shortened.
const markup = (language: string) =>
  `<main><img src="/brands/~brand.system_name~/logo.svg?v=~now.logo_version~" alt="~brand.branding_name~">` +
  `<p>${language === 'es' ? 'Inicie sesión' : 'Sign in'}</p><input id="username"/>` +
  `<footer>© ~now.year~ ~brand.formal_name~</footer></main>`;
const pages: PrerenderedPage[] = ['en', 'es'].flatMap((language) =>
  ['', 'storm-theme'].map((theme) => ({
    language,
    theme,
    html: markup(language),
  })),
);
const indexHtml =
  '<!doctype html><html lang="en" data-bs-theme="light"><head><title>My Account</title>\n' +
  '    <link rel="preload" href="/locales/en/translation.json" as="fetch" crossorigin />\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">\n' +
  '</head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'myaccount-web-'));
  mkdirSync(join(dist, '.prerender'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, '.prerender', 'sign-in.json'), JSON.stringify({ pages }));
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

const html = { accept: 'text/html' };
const rootOf = (body: string) => body.slice(body.indexOf('<div id="root"'), body.indexOf('</body>'));

describe('the pre-rendered sign-in page (issue 18)', () => {
  it("answers /login already drawn, in the visitor's language and the host's brand", async () => {
    const before = Date.now();
    const res = await t.app.inject({ url: '/login', headers: { ...html, 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<div id="root" data-prerendered><main>');
    expect(root).toContain('<p>Inicie sesión</p>');
    // The logo's version and the year as the app computes them when it hydrates: of now.
    const { v } = /logo\.svg\?v=(?<v>\d+)"/.exec(root)!.groups!;
    expect([logoVersion(before), logoVersion(Date.now())]).toContain(Number(v));
    expect(root).toMatch(/© 20\d\d Brightline Energy LLC/);
    expect(res.body).not.toContain('~brand.');
    expect(res.body).not.toContain('~now.');
    expect(res.body).toContain('<body>');
    expect(res.body).toContain('<link rel="preload" href="/locales/es/translation.json"');

    const storm = await t.app.inject({
      url: '/login?x=1',
      headers: { ...html, host: 'voltio.localhost:3000' },
    });
    expect(rootOf(storm.body)).toContain('<p>Sign in</p>');
    expect(rootOf(storm.body)).toContain('src="/brands/voltio/logo.svg?v=');
    expect(storm.body).toContain('<body class="storm-theme">');
  });

  it('keeps the stylesheet in <head>, so the page is laid out once, with every rule', async () => {
    const res = await t.app.inject({ url: '/login', headers: html });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">');
    expect(head).not.toContain('<style');
    expect(res.body.slice(res.body.indexOf('</head>'))).not.toContain('rel="stylesheet"');
  });

  it('sends the same page compressed', async () => {
    const plain = await t.app.inject({ url: '/login', headers: html });
    const br = await t.app.inject({ url: '/login', headers: { ...html, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('is drawn dark and right-to-left for a customer who chose so, before any script runs', async () => {
    const res = await t.app.inject({
      url: '/login',
      headers: { ...html, host: 'voltio.localhost:3000', cookie: 'i18next=es; appearance=dark.rtl' },
    });
    expect(res.body).toContain('<html lang="es" data-bs-theme="dark" dir="rtl">');
    expect(res.body).toContain('<body class="storm-theme dark-layout">');
    expect(rootOf(res.body)).toContain('<p>Inicie sesión</p>');

    const semiDark = await t.app.inject({
      url: '/login',
      headers: { ...html, cookie: 'appearance=semi-dark.ltr' },
    });
    expect(semiDark.body).toContain('<html lang="en" data-bs-theme="light" dir="ltr">');
    expect(semiDark.body).toContain('<body class="semi-dark-layout">');
  });

  it('draws every other page in the chosen appearance too, and ignores a cookie the app does not write', async () => {
    const dark = await t.app.inject({ url: '/billing', headers: { ...html, cookie: 'appearance=dark.ltr' } });
    expect(dark.body).toContain('<html lang="en" data-bs-theme="dark" dir="ltr">');
    expect(dark.body).toContain('<body class="dark-layout"><div id="root"></div>');
    const br = await t.app.inject({
      url: '/billing',
      headers: { ...html, cookie: 'appearance=dark.ltr', 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(dark.body);

    const plain = await t.app.inject({ url: '/billing', headers: html });
    for (const cookie of [
      'appearance=dark',
      'appearance=dark.rtl"><script>',
      'appearance=%E0%A4%A',
      'appearance=',
    ]) {
      const res = await t.app.inject({ url: '/billing', headers: { ...html, cookie } });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(plain.body);
    }
    expect(plain.body).toContain('<html lang="en" data-bs-theme="light">');
  });

  it('leaves every other page to the app, as before', async () => {
    for (const url of ['/', '/login/agent', '/forgot-password', '/loginx', '/billing?next=/login']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('data-prerendered');
      expect(res.body, url).toContain('<link rel="stylesheet"');
    }
  });
});

const brand = {
  system_name: 'brightline',
  branding_name: 'Bright <b>"line"</b>',
  formal_name: "O'Neil & Sons",
  theme: '',
} as Brand;

describe('signInMarkup', () => {
  it('fills every marker, HTML-escaped, and the moment it is sent', () => {
    const now = Date.UTC(2027, 0, 1, 6, 30);
    expect(signInMarkup(pages, 'en', brand, now)).toBe(
      `<main><img src="/brands/brightline/logo.svg?v=${Math.floor(now / 3_600_000)}" ` +
        'alt="Bright &lt;b&gt;&quot;line&quot;&lt;/b&gt;">' +
        '<p>Sign in</p><input id="username"/><footer>© 2027 O&#39;Neil &amp; Sons</footer></main>',
    );
  });

  it("writes the market's year, as the footer shows it in any browser: New Year in Texas, not in UTC", () => {
    // 00:30 UTC on January 1st is still December 31st in Texas.
    expect(signInMarkup(pages, 'en', brand, Date.UTC(2027, 0, 1, 0, 30))).toContain('© 2026 ');
    expect(signInMarkup(pages, 'en', brand, Date.UTC(2027, 0, 1, 6, 0))).toContain('© 2027 ');
  });

  it('gives the logo the version the app asks for at that moment: one request, not two', () => {
    const now = Date.UTC(2026, 10, 30, 2, 59, 59);
    for (const moment of [now, now + 1_000]) {
      expect(signInMarkup(pages, 'en', brand, moment)).toContain(`logo.svg?v=${logoVersion(moment)}"`);
    }
  });

  it('gives nothing for a theme, language or field the build did not render', () => {
    expect(signInMarkup(pages, 'en', { ...brand, theme: 'aurora-theme' })).toBeUndefined();
    expect(signInMarkup(pages, 'fr', brand)).toBeUndefined();
    const unknownField = [{ ...pages[0]!, html: '<p>~brand.motto~</p>' }];
    expect(signInMarkup(unknownField, 'en', brand)).toBeUndefined();
  });

  it('keeps `$` patterns in the brand and markup as text', () => {
    const filled = signInMarkup(pages, 'en', { ...brand, formal_name: "$& $' $1" }, Date.UTC(2026, 5));
    expect(filled).toContain('© 2026 $&amp; $&#39; $1');
    const document = withSignInMarkup(indexHtml, '<p>$&</p>', "$&-theme $'");
    expect(document).toContain('<div id="root" data-prerendered><p>$&</p></div>');
    expect(document).toContain('<body class="$&amp;-theme $&#39;">');
  });
});

describe('readPrerenderedPages', () => {
  it('reads none from a build without the pre-render or with a damaged file', () => {
    const dist = mkdtempSync(join(tmpdir(), 'myaccount-web-'));
    expect(readPrerenderedPages(dist)).toEqual([]);
    mkdirSync(join(dist, '.prerender'));
    writeFileSync(join(dist, '.prerender', 'sign-in.json'), '{"pages": [{"language": "en"}], ');
    expect(readPrerenderedPages(dist)).toEqual([]);
    writeFileSync(
      join(dist, '.prerender', 'sign-in.json'),
      JSON.stringify({ pages: [{ language: 'en' }, pages[0]] }),
    );
    expect(readPrerenderedPages(dist)).toEqual([pages[0]]);
  });
});
