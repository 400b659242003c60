import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for these options, found once by running its middleware on a
 * response that only records them. Nothing in our options depends on the request (no CSP
 * nonces, no function directives), so every reply gets the same list.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  // By lower-case name, each kept with helmet's spelling (Content-Security-Policy…).
  const headers = new Map<string, [string, string]>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers.values()];
}

/**
 * Helmet's security headers on every reply, set on the raw response as @fastify/helmet set
 * them (a route can still replace or remove one). @fastify/helmet built helmet's middleware
 * again on every request, parsing the CSP directives each time: 4 % of the server's CPU
 * under the read load (npm run bench:cpu-profile); the list is now computed at start.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
