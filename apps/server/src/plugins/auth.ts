import { timingSafeEqual } from 'node:crypto';
import type { AccountErrorCode } from '@myaccount/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import {
  createTokenService,
  liveSession,
  resolveJwtSecret,
  setPasswordCheckConcurrency,
  type TokenService,
} from '../modules/auth/index.ts';
import { AppError } from './app-error.ts';

/** Who is calling, set by `requireCustomer`. */
export interface Session {
  customerId: number;
  customerUserName: string;
  /** The support agent acting for the customer, or null when the customer signed in. */
  agentUserName: string | null;
  customerHash: string;
  /** The refresh-token family this access token belongs to (the sign-in it came from). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: bearer token + X-Customer-Hash of that token's customer, or 401/403. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new AppError('unauthorized', 'A bearer token is required.');
  return match[1]!;
}

/**
 * Decision: a missing X-Customer-Hash is 401 (the credentials are incomplete; the app's
 * refresh answers a fresh customerHash, so its 401 → refresh → retry path recovers), while
 * a hash of another customer is 403 (authenticated, but not allowed).
 */
async function requireCustomer(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const payload = await this.tokens.verify(bearerToken(request));
  const hash = request.headers['x-customer-hash'];
  if (typeof hash !== 'string' || hash === '') {
    throw new AppError('unauthorized', 'The X-Customer-Hash header is required.');
  }
  const customer = await liveSession(this.customerCache, this.db, payload.id, payload.sid);
  // A customer removed, renamed or linked into another since the token was signed has no
  // session, nor does one whose session was ended (logout, password change, replayed refresh token).
  if (!customer || customer.userName !== payload.sub) {
    throw new AppError('unauthorized', 'The access token is invalid.');
  }
  if (!sameText(hash, customer.customerHash)) {
    throw new AppError('forbidden', 'The customer hash does not match the signed-in customer.');
  }
  request.session = {
    customerId: customer.id,
    customerUserName: customer.userName,
    agentUserName: payload.cc_un || null,
    customerHash: customer.customerHash,
    sessionId: payload.sid,
  };
}

/** The session of a request that passed `requireCustomer`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('unauthorized');
  return request.session;
}

/** 403 when a path names another customer than the signed-in one. */
export function assertOwnCustomer(request: FastifyRequest, customerId: number): Session {
  const session = sessionOf(request);
  if (session.customerId !== customerId) throw new AppError('forbidden', 'This is not your account.');
  return session;
}

/**
 * What only the customer in person may do (change the password, manage how they sign in,
 * API tokens, end sessions): a support agent acting for them is refused with 403 and the
 * action's own reason, so the app can say what the agent may not do.
 */
export function refuseAgent(
  who: { agentUserName: string | null },
  reason: AccountErrorCode,
  message: string,
): void {
  if (who.agentUserName) throw new AppError('forbidden', message, { reason });
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    if (options.env.PASSWORD_CHECK_CONCURRENCY)
      setPasswordCheckConcurrency(options.env.PASSWORD_CHECK_CONCURRENCY);
    app.decorate('tokens', createTokenService(resolveJwtSecret(options.env, app.databaseKind)));
    app.decorateRequest('session', null);
    app.decorate('requireCustomer', requireCustomer);
  },
  { name: 'auth', dependencies: ['database'] },
);
