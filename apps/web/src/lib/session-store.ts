import type { CustomerProfile } from '@myaccount/contract';
import { forgetSiteCookie, readSiteCookie, writeSiteCookie } from './site-cookie';

/**
 * The four localStorage entries that make up a session (spec §4). Kept in `lib` because
 * both the API client (refresh, forced logout) and the auth feature need them.
 */
export const SESSION_KEYS = {
  user: 'user',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  customerHash: 'customerHash',
} as const;

/**
 * What the session learned about this browser's screens (lib/first-screen-reads.ts): paths the
 * customer read, so it goes with the session at sign-out.
 */
export const FIRST_SCREEN_READS_KEY = 'firstScreenReads';

/**
 * Tells the server that this browser holds a session, so a page load's document preloads the
 * signed-in frame's chunks (and Home's at `/`) instead of the sign-in page's (issue 18;
 * apps/server/src/plugins/signed-in-preloads.ts). Only a hint: it carries no token, and the
 * server decides nothing else by it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Keeps the cookie in step with storage (a session saved before the cookie existed, say). */
export function rememberSignedIn(): void {
  const signedIn = getTokens() !== null;
  if (signedIn === (readSiteCookie(SIGNED_IN_COOKIE) === '1')) return;
  if (signedIn) writeSiteCookie(SIGNED_IN_COOKIE, '1');
  else forgetSiteCookie(SIGNED_IN_COOKIE);
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  customerHash: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy mode); behave as signed out.
    return null;
  }
}

export function getTokens(): SessionTokens | null {
  const accessToken = read(SESSION_KEYS.accessToken);
  const refreshToken = read(SESSION_KEYS.refreshToken);
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken, customerHash: read(SESSION_KEYS.customerHash) ?? '' };
}

export function saveTokens(tokens: SessionTokens): void {
  localStorage.setItem(SESSION_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  localStorage.setItem(SESSION_KEYS.customerHash, tokens.customerHash);
  writeSiteCookie(SIGNED_IN_COOKIE, '1');
}

export function getStoredUser(): CustomerProfile | null {
  const raw = read(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CustomerProfile;
  } catch {
    return null;
  }
}

export function saveUser(user: CustomerProfile): void {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  for (const key of [...Object.values(SESSION_KEYS), FIRST_SCREEN_READS_KEY]) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
  forgetSiteCookie(SIGNED_IN_COOKIE);
}
