import type { ApiTokenScope } from '@myaccount/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { findLiveToken, touchToken } from './repository.ts';
import { scopesOf } from './service.ts';
import { hashToken, looksLikeToken } from './tokens.ts';

/** Who a personal-API request reads for, set by the hook `requireApiToken` builds. */
export interface ApiTokenCaller {
  tokenId: number;
  customerId: number;
}

const callers = new WeakMap<FastifyRequest, ApiTokenCaller>();

export function callerOf(request: FastifyRequest): ApiTokenCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('unauthorized');
  return caller;
}

const INVALID = 'The API token is invalid, expired or revoked.';

/**
 * An onRequest hook for the read API: a live personal token (`Authorization: Bearer mya_…`)
 * holding `scope`. Counted before the lookup, per address and per presented token, so
 * guessing costs the guesser, not the database. A revoked or expired token is refused at
 * once (no cache: revoking must work on the next request).
 */
export function requireApiToken(app: FastifyInstance, scope: ApiTokenScope | null) {
  return async (request: FastifyRequest): Promise<void> => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new AppError('unauthorized', 'A personal API token is required.');
    const presented = match[1]!;
    await app.rateLimits.enforce({
      'personal-api:ip': app.rateLimits.clientOf(request),
      'personal-api:token': presented,
    });
    if (!looksLikeToken(presented)) throw new AppError('unauthorized', INVALID);
    const now = new Date();
    const token = await findLiveToken(app.db, hashToken(presented), now);
    if (!token) throw new AppError('unauthorized', INVALID);
    if (scope && !scopesOf(token.scopes).includes(scope)) {
      throw new AppError('forbidden', `This token may not read ${scope} data.`, {
        reason: 'api_token_scope_missing',
      });
    }
    callers.set(request, { tokenId: token.id, customerId: token.customerId });
    await touchToken(app.db, token.id, now);
  };
}
