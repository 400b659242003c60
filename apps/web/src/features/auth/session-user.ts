import type { CustomerProfile } from '@myaccount/contract';
import { getTokens, saveUser } from '../../lib/session-store';
import { getProfile } from './api/get-profile';

/**
 * The profile is fetched once per page load: right after sign-in, or (on reload) once after
 * the stored copy was shown. Module state on purpose: it must survive re-mounts.
 */
let profileFetchedThisLoad = false;

export function markProfileFetched(): void {
  profileFetchedThisLoad = true;
}

export function isProfileFetched(): boolean {
  return profileFetchedThisLoad;
}

/** Fetches the signed-in customer's profile and stores it as the `user` entry. */
export async function fetchSessionUser(): Promise<CustomerProfile | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  // On demand: the token's claims are checked with the contract's zod schema (issue 18).
  const { decodeTokenPayload } = await import('../../lib/jwt');
  const payload = decodeTokenPayload(tokens.accessToken);
  if (!payload) return null;
  const profile = await getProfile(payload.id);
  // The token is the authority on agent mode (DESIGN §4); fill cc_un if the profile lacks it.
  const user: CustomerProfile = { ...profile, cc_un: profile.cc_un?.trim() ? profile.cc_un : payload.cc_un };
  saveUser(user);
  markProfileFetched();
  return user;
}
