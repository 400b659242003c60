import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../../config/constants';
import { languageDetector } from './detect-language';
import { noteQueryStringLanguage } from './language-preference';
import { translationBackend } from './translation-backend';

function syncHtmlLang(lng: string): void {
  document.documentElement.lang = i18next.resolvedLanguage ?? lng;
}

/**
 * Spec §9: en/es, fallback en, flat keys, detection order and localStorage cache as listed
 * (detect-language.ts), translation files fetched as static JSON (translation-backend.ts).
 * Retries: i18next's backend connector retries a failed read `maxRetries` times, waiting
 * `retryTimeout` ms and doubling each time; the backend flags network errors and 5xx as
 * retryable (404 is not: a missing file stays missing).
 */
export function initI18n() {
  noteQueryStringLanguage();
  i18next.on('languageChanged', syncHtmlLang);
  return i18next
    .use(translationBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      keySeparator: false,
      showSupportNotice: false, // no console advert in users' consoles
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React already escapes.
      maxRetries: 5,
      retryTimeout: 350,
      react: { useSuspense: true },
    });
}
