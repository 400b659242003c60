import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { translationBackend } from './translation-backend';

async function loadSpanish(statuses: number[]) {
  const { fetch, calls } = createFakeFetch(() => {
    const status = statuses.shift() ?? 200;
    return status === 200 ? jsonResponse({ 'Login.Title': 'Iniciar sesión' }) : jsonResponse({}, status);
  });
  vi.stubGlobal('fetch', fetch);
  const i18n = createInstance();
  await i18n.use(translationBackend).init({
    lng: 'es',
    fallbackLng: false,
    showSupportNotice: false,
    keySeparator: false,
    nsSeparator: false,
    maxRetries: 3,
    retryTimeout: 1,
  });
  return { i18n, urls: calls.map((c) => c.url) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('translation backend', () => {
  it('loads /locales/<language>/translation.json', async () => {
    const { i18n, urls } = await loadSpanish([]);
    expect(urls).toEqual(['/locales/es/translation.json']);
    expect(i18n.t('Login.Title')).toBe('Iniciar sesión');
  });

  it('asks i18next to retry a 5xx, and the texts arrive once the server answers', async () => {
    const { i18n, urls } = await loadSpanish([503, 502]);
    expect(urls).toHaveLength(3);
    expect(i18n.t('Login.Title')).toBe('Iniciar sesión');
  });

  it('does not retry a 404: a missing file stays missing', async () => {
    const { i18n, urls } = await loadSpanish([404]);
    expect(urls).toHaveLength(1);
    expect(i18n.t('Login.Title')).toBe('Login.Title');
  });
});
