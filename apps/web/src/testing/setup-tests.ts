import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { afterEach } from 'vitest';
import en from '../../public/locales/en/translation.json';

// Each file runs in a VM context of its own (vmThreads, vite.config.ts) where `ReadableStream`
// is the context's while `Response` is Node's, which reads another realm's stream as text.
globalThis.ReadableStream = NodeReadableStream as typeof globalThis.ReadableStream;

// Real English strings (not keys) so tests read like what users see; no HTTP backend.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  showSupportNotice: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { en: { translation: en } },
  react: { useSuspense: false },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
