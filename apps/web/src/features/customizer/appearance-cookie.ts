import { readSiteCookie, writeSiteCookie } from '../../lib/site-cookie';
import type { Direction, Skin } from './customizer-settings';

/**
 * The cookie that tells the server how this browser draws the page, so the first HTML already
 * has it (issue 18): apps/server/src/plugins/document-appearance.ts reads it and sends
 * `<html data-bs-theme dir>` and the body's theme class.
 * Without it a customer who chose dark or right-to-left saw the light left-to-right page until
 * the app started. The settings themselves stay in localStorage (customizer-storage.ts); this
 * is only their part the server needs, `theme.direction`, e.g. `dark.rtl`.
 */
export const APPEARANCE_COOKIE = 'appearance';

export function appearanceCookieValue(theme: Skin, direction: Direction): string {
  return `${theme}.${direction}`;
}

/** Writes the cookie when it says something else. */
export function rememberAppearance(theme: Skin, direction: Direction): void {
  const value = appearanceCookieValue(theme, direction);
  if (readSiteCookie(APPEARANCE_COOKIE) !== value) writeSiteCookie(APPEARANCE_COOKIE, value);
}
