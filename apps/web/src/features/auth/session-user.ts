import type { CustomerProfile } from '@myaccount/contract';
import { getTokens } from '../../lib/session-store';
import { fetchSessionProfile } from './api/profile';

/** Right after sign-in: the profile of the customer the new token names, stored as `user`. */
export async function fetchSessionUser(): Promise<CustomerProfile | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  // On demand: the token's claims are checked with the contract's zod schema (issue 18).
  const { decodeTokenPayload } = await import('../../lib/jwt');
  const payload = decodeTokenPayload(tokens.accessToken);
  if (!payload) return null;
  return fetchSessionProfile(payload.id, payload.cc_un);
}
