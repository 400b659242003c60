import { hasControlChars } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** Deep enough for any request we accept; deeper input is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The first string under `value` that holds a control character, as a dotted field path.
 * Keys are checked too: a NUL in a key reaches jsonb columns just as well as one in a value.
 */
export function findControlChar(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlChars(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  if (depth > MAX_DEPTH) return path;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasControlChars(key)) return childPath;
    const found = findControlChar(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Issue 11: NUL and other control characters are refused at the edge, for every route (also
 * ones added later), before any schema or handler runs. PostgreSQL rejects NUL in text with a
 * 22021 error, which used to surface as a 500 on about a dozen routes.
 */
export const edgeValidationPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const parts = { params: request.params, query: request.query, body: request.body } as const;
      for (const [, value] of Object.entries(parts)) {
        const field = findControlChar(value, '');
        if (field !== undefined) {
          throw new AppError(
            'bad_request',
            'This value contains a control character.',
            field ? { field } : {},
          );
        }
      }
    });
    // Issue 11: sign-in replies carry tokens and every other API reply is personal data, so no
    // cache (browser, proxy) may keep one. Routes that chose a policy (public documents) keep it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/v2/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'private, no-store');
      }
      return payload;
    });
  },
  { name: 'edge-validation', dependencies: ['errors'] },
);
