import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { requestCookie } from './app-document.ts';

/*
 * A returning customer's page load (issue 18). index.html preloads the sign-in page's chunks,
 * the first screen of a visitor without a session. A browser that holds a session lands on the
 * signed-in frame instead (and on Home at `/`), whose chunks then started only once the entry
 * had run: one more round trip, after the CPU of the entry's evaluation, before Home could
 * draw. The app keeps a `signed_in=1` cookie beside its session (apps/web/src/lib/
 * session-store.ts); for such a browser the document preloads the frame's chunks (and Home's)
 * in place of the sign-in page's. The cookie is a hint only: it carries no token, and a wrong
 * hint costs a download, nothing else.
 */

/** Written by the web build (apps/web/build-plugins/preload-first-screen.ts). */
const PRELOADS_FILE = join('.vite', 'signed-in-preloads.json');
const SIGNED_IN_COOKIE = 'signed_in';
/** Only the build's own hashed chunk names go into a document. */
const CHUNK = /^assets\/[\w.-]+\.js$/;
/** Pages whose first screen is a guest's even for a browser with a session (apps/web router). */
const GUEST_PAGES = /^\/(login|login\/agent|forgot-password|forgot-username|reset-password)\/?$/;

export interface SignedInPreloads {
  signIn: string[];
  frame: string[];
  home: string[];
}

function chunkList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((file) => typeof file === 'string' && CHUNK.test(file))
    ? (value as string[])
    : undefined;
}

/** The build's lists, or undefined (an older build, a damaged file): the document stays as built. */
export function readSignedInPreloads(webRoot: string): SignedInPreloads | undefined {
  const file = join(webRoot, PRELOADS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const [signIn, frame, home] = [parsed.signIn, parsed.frame, parsed.home].map(chunkList);
    return signIn && frame && home ? { signIn, frame, home } : undefined;
  } catch {
    return undefined;
  }
}

/** The chunks this request's first screen needs in place of the sign-in page's, if it differs. */
export function signedInChunks(request: FastifyRequest, preloads: SignedInPreloads): string[] | undefined {
  if (requestCookie(request.headers.cookie, SIGNED_IN_COOKIE) !== '1') return undefined;
  const path = request.url.split('?')[0]!;
  if (GUEST_PAGES.test(path)) return undefined;
  return path === '/' ? preloads.home : preloads.frame;
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** The document with `signIn`'s module preloads (a line each, as Vite writes them) swapped for `chunks`'. */
export function withSignedInPreloads(html: string, signIn: string[], chunks: string[]): string {
  const dropped = new Set(signIn.map(modulePreload));
  const kept = html.split('\n').filter((line) => !dropped.has(line.trim()));
  const links = chunks.map((file) => `    ${modulePreload(file)}\n`).join('');
  return kept.join('\n').replace('</head>', `${links}  </head>`);
}
