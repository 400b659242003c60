import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../../config/constants';
import { noteQueryStringLanguage } from './language-preference';

function syncHtmlLang(lng: string): void {
  document.documentElement.lang = i18next.resolvedLanguage ?? lng;
}

/**
 * Spec §9: en/es, fallback en, flat keys, detection order and localStorage cache as listed,
 * translation files fetched as static JSON. Retries: i18next's backend connector retries a
 * failed read `maxRetries` times, waiting `retryTimeout` ms and doubling each time; the http
 * backend flags network errors and 5xx as retryable (404 is not: a missing file stays missing).
 */
export function initI18n() {
  noteQueryStringLanguage();
  i18next.on('languageChanged', syncHtmlLang);
  return i18next
    .use(HttpBackend)
    .use(LanguageDetector)
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
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
        // Browsers report en-US / es-MX; we only ship en and es, so keep the language part.
        convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
      },
      react: { useSuspense: true },
    });
}
