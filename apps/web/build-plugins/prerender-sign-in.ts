import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import type { PrerenderedMarkup, PrerenderedPage } from '@myaccount/contract';
import type { Plugin } from 'vite';

/** Where the server finds the sign-in page's markup (apps/server/src/plugins/app-document.ts). */
export const PRERENDER_FILE = '.prerender/sign-in.json';

/**
 * The modules run as in a browser that opened /login with no session: window, document and
 * storage come from jsdom, and the translation files are read from the client build.
 */
function browserLikeGlobals(clientDist: string): void {
  const dom = new JSDOM(
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    {
      url: 'http://prerender.invalid/login',
    },
  );
  const { window } = dom;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, {
      value: window[key as keyof typeof window],
      configurable: true,
      writable: true,
    });
  }
  for (const key of [
    'window',
    'self',
    'navigator',
    'location',
    'document',
    'localStorage',
    'sessionStorage',
  ]) {
    Object.defineProperty(globalThis, key, {
      value: window[key as keyof typeof window],
      configurable: true,
      writable: true,
    });
  }
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    writable: true,
    value: async (url: string) => {
      if (!url.startsWith('/locales/')) throw new Error(`the pre-render fetched ${url}`);
      const body = await readFile(join(clientDist, url), 'utf8');
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    },
  });
}

/**
 * The CSS rules the page's markup uses (Beasties reads the built stylesheet and keeps what
 * matches), for the server to inline in `<head>` while the whole stylesheet loads without
 * holding the first paint back. `dark` reads the page as dark mode draws it (the customizer's
 * `data-bs-theme` and body class, which the server sets from the `appearance` cookie), so the
 * dark rules are the ones kept.
 */
async function criticalCss(
  clientDist: string,
  index: string,
  page: PrerenderedMarkup,
  dark: boolean,
): Promise<string> {
  const bodyClass = [page.theme, dark ? 'dark-layout' : ''].filter(Boolean).join(' ');
  const document = index
    .replace(/<html[^>]*>/, `<html lang="${page.language}" data-bs-theme="${dark ? 'dark' : 'light'}">`)
    .replace('<body>', bodyClass ? `<body class="${bodyClass}">` : '<body>')
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  const beasties = new Beasties({
    path: clientDist,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineThreshold: 0,
    reduceInlineStyles: false,
    fonts: false,
    compress: true,
    // States markup cannot show: the focused field (autofocus) and keyboard focus rings.
    // In dark mode, Bootstrap's colour variables on `[data-bs-theme=dark]` itself, which Beasties
    // drops as it keeps `:root`'s only by name.
    allowRules: [
      /\.form-control:focus/,
      /\.btn[\w-]*:focus-visible/,
      /^:focus-visible/,
      ...(dark ? [/^\[data-bs-theme=dark\]$/] : []),
    ],
    logLevel: 'silent',
  });
  const styles = [...(await beasties.process(document)).matchAll(/<style>([\s\S]*?)<\/style>/g)];
  if (!styles.length)
    throw new Error(`no critical CSS for the sign-in page (${page.language}, "${page.theme}")`);
  return styles.map((style) => style[1]).join('');
}

/**
 * After the server-side build of src/app/prerender.tsx (`vite build --ssr`), renders the
 * sign-in page in each language and brand theme, with the CSS it needs, and writes them
 * beside the client build, in a dot-folder the static file server does not serve.
 */
export function prerenderSignIn(clientDist: string): Plugin {
  let entryFile = '';
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry || !options.dir) throw new Error('the pre-render build wrote no entry');
      entryFile = join(options.dir, entry.fileName);
    },
    async closeBundle() {
      browserLikeGlobals(clientDist);
      const module = (await import(pathToFileURL(entryFile).href)) as {
        prerenderSignIn: () => Promise<PrerenderedMarkup[]>;
      };
      const index = await readFile(join(clientDist, 'index.html'), 'utf8');
      const pages: PrerenderedPage[] = [];
      for (const page of await module.prerenderSignIn()) {
        if (/\.svg\?v=\d/.test(page.html)) {
          throw new Error(
            `the pre-rendered sign-in page (${page.language}, theme "${page.theme}") has the build's logo version, not its marker`,
          );
        }
        if (!page.html.includes('id="username"')) {
          throw new Error(
            `the pre-rendered sign-in page (${page.language}, theme "${page.theme}") has no form`,
          );
        }
        pages.push({
          ...page,
          criticalCss: await criticalCss(clientDist, index, page, false),
          darkCriticalCss: await criticalCss(clientDist, index, page, true),
        });
      }
      const file = join(clientDist, PRERENDER_FILE);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, JSON.stringify({ pages }, null, 1));
    },
  };
}
