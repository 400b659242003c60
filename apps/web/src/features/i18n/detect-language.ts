import type { LanguageDetectorModule } from 'i18next';
import { readSiteCookie, writeSiteCookie } from '../../lib/site-cookie';

// Where spec §9's detection looks, with i18next-browser-languagedetector's names, so choices
// stored before this small detector replaced that library (issue 18) still count.
const QUERY_KEY = 'lng';
const COOKIE_NAME = 'i18next';
const STORAGE_KEY = 'i18nextLng';
/** Letters, digits, `-` and `_` only: a detected value also lands in `<html lang>`. */
const SAFE_CODE = /^[A-Za-z0-9_-]{1,35}$/;

function fromStorage(kind: 'localStorage' | 'sessionStorage'): string | null {
  try {
    return window[kind].getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: skip it
  }
}

/**
 * Spec §9's detection order: ?lng=, cookie, localStorage, sessionStorage, the browser's
 * languages, `<html lang>`. All candidates go to i18next, which takes the first it supports;
 * en-US and es-MX become en and es (we ship only the language part).
 */
export function detectLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get(QUERY_KEY),
    readSiteCookie(COOKIE_NAME),
    fromStorage('localStorage'),
    fromStorage('sessionStorage'),
    ...navigator.languages,
    navigator.language,
    document.documentElement.getAttribute('lang'),
  ];
  return candidates
    .filter((code): code is string => !!code && SAFE_CODE.test(code))
    .map((code) => code.split('-')[0]!);
}

/**
 * i18next's detector: detects as above and remembers the language in localStorage and in the
 * cookie, which the server reads to answer index.html in that language (issue 18).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(lng) {
    if (SAFE_CODE.test(lng)) {
      writeSiteCookie(COOKIE_NAME, lng);
    }
    try {
      localStorage.setItem(STORAGE_KEY, lng);
    } catch {
      // Without storage the language is detected again next time.
    }
  },
};
