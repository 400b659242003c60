import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

/** The app's languages (apps/web/src/config/constants.ts); the first is the fallback. */
const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

function supported(code: string | undefined | null): Language | undefined {
  const base = (code ?? '').trim().toLowerCase().split('-')[0];
  return LANGUAGES.find((lng) => lng === base);
}

/** An Accept-Language or Accept-Encoding list, most wanted first (q=0 left out). */
function byPreference(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag!.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** One cookie of a Cookie header, decoded, or undefined. */
export function requestCookie(header: string | undefined, name: string): string | undefined {
  const entry = (header ?? '').split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

/**
 * The language the app will start in, as far as the server can see it: the client's detector
 * (apps/web/src/features/i18n/detect-language.ts) takes the first supported of ?lng=, the
 * `i18next` cookie, storage, then the browser's languages. Storage stays in the browser; the
 * client writes the cookie beside it, so a chosen language reaches the server too.
 */
export function documentLanguage(request: FastifyRequest): Language {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('lng');
  const candidates = [
    query,
    requestCookie(request.headers.cookie, 'i18next'),
    ...byPreference(request.headers['accept-language']),
  ];
  for (const candidate of candidates) {
    const lng = supported(candidate);
    if (lng) return lng;
  }
  return LANGUAGES[0];
}

export interface DocumentVariant {
  html: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A document as it is sent: plain, brotli 11 and gzip 9, computed once. */
export function encodeDocument(html: string): DocumentVariant {
  const identity = Buffer.from(html);
  return {
    html,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * index.html per language (issue 18): `<html lang>` says the language before any script runs,
 * and the language's translation file is preloaded beside the English one (the fallback, which
 * every visitor loads), so the first screen does not wait for a second round trip. Compressed
 * once at start, as the build does for the other files.
 */
export function documentVariants(indexHtml: string): Record<Language, DocumentVariant> {
  const variants = {} as Record<Language, DocumentVariant>;
  for (const lng of LANGUAGES) {
    let html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${lng}"`);
    if (lng !== LANGUAGES[0]) {
      const english = /(\s*)<link rel="preload" href="\/locales\/en\/translation\.json"[^>]*>/;
      html = html.replace(
        english,
        (tag, space: string) => `${tag}${space}${tag.trim().replace('/locales/en/', `/locales/${lng}/`)}`,
      );
    }
    variants[lng] = encodeDocument(html);
  }
  return variants;
}

/** The encoding to send: brotli, then gzip, when the browser accepts it. */
export function documentEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = byPreference(acceptEncoding).map((e) => e.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
