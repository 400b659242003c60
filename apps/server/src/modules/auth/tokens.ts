import { createHash, randomBytes } from 'node:crypto';
import { tokenPayload, type TokenPayload } from '@myaccount/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../plugins/app-error.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenService {
  sign(payload: TokenPayload): Promise<string>;
  /** Throws AppError 401 (`token_expired` for expiry, `unauthorized` otherwise). */
  verify(token: string): Promise<TokenPayload>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ id, cc_un, sub }) {
      return new SignJWT({ id, cc_un })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        // Pinning the algorithm refuses `none` and any key-confusion trick.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = tokenPayload.safeParse(payload);
        if (parsed.success) return parsed.data;
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
