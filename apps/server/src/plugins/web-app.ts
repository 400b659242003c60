import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickBrand } from '@myaccount/contract';
import { listActiveBrands } from '../modules/brands/index.ts';
import {
  documentEncoding,
  documentLanguage,
  documentVariants,
  encodeDocument,
  type DocumentVariant,
  type Language,
} from './app-document.ts';
import { documentAppearance, withAppearance } from './document-appearance.ts';
import { notFoundError } from './errors.ts';
import { readPrerenderedPages, SIGN_IN_PATH, signInMarkup, withSignInMarkup } from './prerendered-sign-in.ts';
import { readSignedInPreloads, signedInChunks, withSignedInPreloads } from './signed-in-preloads.ts';

/** Paths that belong to the API or its docs: they never fall back to the app. */
const reserved = /^\/(v1|v2|docs)(\/|$)/;

/** A browser navigating to a client-side route: GET/HEAD, wants HTML, no file extension. */
function isAppNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (
    !reserved.test(path) && !lastSegment.includes('.') && (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built web app (WEB_DIST) with a single-page fallback: /billing, /usage … answer
 * index.html so the client router takes over. Vite's hashed files under /assets are cached
 * for a year; index.html is revalidated every time so a deploy is picked up at once. The
 * build writes `.br` and `.gz` beside each text file (apps/web/build-plugins/precompress.ts):
 * they are sent as they are to browsers that accept them, and nothing is compressed per request.
 * index.html itself is answered in the visitor's language (app-document.ts), so it is not
 * served as a static file; at /login it carries the pre-rendered sign-in page of the host's
 * brand (prerendered-sign-in.ts).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string | undefined }) => {
    if (!options.webDist) return;
    const root = resolve(options.webDist);
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'WEB_DIST has no index.html; serving the API only');
      return;
    }
    const documents = documentVariants(readFileSync(join(root, 'index.html'), 'utf8'));
    const signInPages = readPrerenderedPages(root);
    const signedInPreloads = readSignedInPreloads(root);
    // Documents filled per request (sign-in markup, appearance), by their HTML: one per
    // language × brand × appearance at most, so a handful; compressed once each.
    const filledDocuments = new Map<string, DocumentVariant>();
    function encodedOnce(html: string): DocumentVariant {
      let document = filledDocuments.get(html);
      if (!document) {
        if (filledDocuments.size >= 64) filledDocuments.clear();
        filledDocuments.set(html, (document = encodeDocument(html)));
      }
      return document;
    }

    /** /login's document with the host's brand filled into the pre-rendered page, if it can be. */
    async function signInDocument(request: FastifyRequest, language: Language): Promise<string | undefined> {
      if (!signInPages.length || !SIGN_IN_PATH.test(request.url.split('?')[0]!)) return undefined;
      let brand;
      try {
        brand = pickBrand(await listActiveBrands(app.db), request.host);
      } catch (error) {
        request.log.warn({ err: error }, 'brands unavailable: /login is sent without its pre-render');
        return undefined;
      }
      const markup = brand ? signInMarkup(signInPages, language, brand) : undefined;
      return brand && markup ? withSignInMarkup(documents[language].html, markup, brand.theme) : undefined;
    }

    /**
     * The document for a request: drawn as the customer's appearance cookie says, at /login
     * with the sign-in page's markup when it can be filled, and for a browser with a session
     * preloading the signed-in screen's chunks.
     */
    async function documentFor(request: FastifyRequest): Promise<DocumentVariant> {
      const language = documentLanguage(request);
      const appearance = documentAppearance(request);
      const signIn = await signInDocument(request, language);
      const chunks = signedInPreloads && signedInChunks(request, signedInPreloads);
      if (!signIn && !appearance && !chunks) return documents[language];
      let html = signIn ?? documents[language].html;
      if (chunks) html = withSignedInPreloads(html, signedInPreloads.signIn, chunks);
      return encodedOnce(appearance ? withAppearance(html, appearance) : html);
    }

    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      allowedPath: (path) => path !== '/index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(root, 'assets'));
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The bytes depend on Accept-Encoding, so shared caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (!isAppNavigation(request)) throw notFoundError(request);
      const document = await documentFor(request);
      const encoding = documentEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(encoding ? document[encoding] : document.identity);
    });
  },
  { name: 'web-app' },
);
