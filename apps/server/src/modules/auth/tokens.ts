import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { tokenPayload } from '@myaccount/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A support agent's session on a customer's behalf lasts one shift from its sign-in, however
 * often it is refreshed (a customer's slides 30 days from each refresh). Issue 11.
 */
export const AGENT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * The contract's claims (id, cc_un, sub) plus `sid`, the refresh-token family the access
 * token was issued with. The server checks that family is still live on every request, so
 * logging out, a password change or a replayed refresh token ends the access token at once
 * instead of up to 15 minutes later. The app never reads `sid`.
 */
export const accessTokenClaims = tokenPayload.extend({ sid: z.string().min(1) });
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

/** How many verified access tokens a process remembers (a few MB at most). */
export const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenService {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Throws AppError 401 (`token_expired` for expiry, `unauthorized` otherwise). */
  verify(token: string): Promise<AccessTokenClaims>;
}

export function createTokenService(secret: string): TokenService {
  // The verified key, imported once: jose signs and verifies with WebCrypto, and given raw
  // bytes (or a KeyObject) it imported the key again on every authenticated request.
  const imported = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens whose signature this key has verified, until they expire. The HMAC check through
  // WebCrypto was 29 % of the server's CPU under the read load (README, Benchmarks: CPU
  // profile), and one page asks several reads with the same token. A string once verified
  // stays genuine; expiry is checked on every hit, and whether the session is still live is
  // read from the database on every request as before. Bounded: the oldest entry goes first.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessTokenClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: exp * 1000 });
  };
  return {
    async sign({ id, cc_un, sub, sid }) {
      return new SignJWT({ id, cc_un, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await imported);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
        throw new AppError('token_expired');
      }
      try {
        // Pinning the algorithm refuses `none` and any key-confusion trick.
        const { payload } = await jwtVerify(token, await imported, { algorithms: ['HS256'] });
        const parsed = accessTokenClaims.safeParse(payload);
        if (parsed.success) {
          remember(token, parsed.data, payload.exp);
          return parsed.data;
        }
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
      }
      throw new AppError('unauthorized', 'The access token is invalid.');
    },
  };
}

/** An opaque refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
