import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { PrerenderedPage } from '@myaccount/contract';
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
 * After the server-side build of src/app/prerender.tsx (`vite build --ssr`), renders the
 * sign-in page in each language and brand theme and writes them beside the client build, in a
 * dot-folder the static file server does not serve. No CSS travels with them: the page waits
 * for the app's stylesheet, as every other page does (the server's prerendered-sign-in.ts says
 * why).
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
        prerenderSignIn: () => Promise<PrerenderedPage[]>;
      };
      const pages = await module.prerenderSignIn();
      for (const page of pages) {
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
      }
      const file = join(clientDist, PRERENDER_FILE);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, JSON.stringify({ pages }, null, 1));
    },
  };
}
