import { tokenPayload, type TokenPayload } from '@myaccount/contract';
import { readTokenClaims } from './token-claims';

/**
 * Reads the access token's claims (DESIGN §4). The browser never verifies the signature:
 * the server does that on every call; we only need the customer id and agent name.
 */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const parsed = tokenPayload.safeParse(readTokenClaims(token));
  return parsed.success ? parsed.data : null;
}
