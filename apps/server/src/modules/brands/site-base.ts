import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';

const LOCAL_HOST = /^(localhost|[\w-]+(\.[\w-]+)*\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Where a brand's site is: its `urlAccount`. Outside production a request made to a
 * loopback host (`localhost:3000`, `voltio.localhost:3000`) is answered with that host, so the
 * demo works end to end (reset links, passkeys). The Host header is never trusted otherwise:
 * that would let anyone send a customer a genuine reset mail whose link leads to their own
 * server, or bind a passkey to a host of their choosing.
 */
export function siteBase(env: Env, request: FastifyRequest, brand: { urlAccount: string }): string {
  if (env.NODE_ENV !== 'production' && LOCAL_HOST.test(request.host))
    return `${request.protocol}://${request.host}`;
  return brand.urlAccount;
}
