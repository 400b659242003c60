import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguages, languageDetector } from './detect-language';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.documentElement.removeAttribute('lang');
});

describe('language detection (spec §9 order)', () => {
  it('lists ?lng=, cookie, localStorage, sessionStorage, browser languages, then <html lang>', () => {
    window.history.replaceState(null, '', '/login?lng=es');
    document.cookie = 'i18next=fr';
    localStorage.setItem('i18nextLng', 'de');
    sessionStorage.setItem('i18nextLng', 'it');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en-US']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('pt-BR');
    document.documentElement.setAttribute('lang', 'en');
    expect(detectLanguages()).toEqual(['es', 'fr', 'de', 'it', 'pt', 'en', 'pt', 'en']);
  });

  it('keeps only the language part and drops values that are not language codes', () => {
    window.history.replaceState(null, '', '/?lng=%22%20onmouseover%3D%22x()');
    localStorage.setItem('i18nextLng', 'es-MX');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(detectLanguages().slice(0, 2)).toEqual(['es', 'en']);
  });

  it('remembers the chosen language in localStorage and in the cookie the server reads', () => {
    languageDetector.cacheUserLanguage?.('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.cookie).toContain('i18next=es');
  });
});
