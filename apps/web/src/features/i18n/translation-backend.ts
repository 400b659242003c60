import type { BackendModule, ReadCallback } from 'i18next';

/** Spec §9: translation files are static JSON under /locales (apps/web/public/locales). */
export function translationUrl(language: string, namespace = 'translation'): string {
  return `/locales/${language}/${namespace}.json`;
}

async function read(language: string, namespace: string, callback: ReadCallback): Promise<void> {
  const url = translationUrl(language, namespace);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    callback(error as Error, true); // network error: i18next retries (the `true`)
    return;
  }
  if (!response.ok) {
    // 5xx may pass, so i18next retries it; a 404 stays missing.
    callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
    return;
  }
  try {
    callback(null, (await response.json()) as Record<string, string>);
  } catch (error) {
    callback(error as Error, false);
  }
}

/**
 * Loads a language's translations with fetch. It replaces i18next-http-backend (issue 18: a
 * sixth of the i18n chunk) and keeps its contract with i18next's retries: the callback's
 * second argument `true` on an error asks for another try (`maxRetries`, `retryTimeout`).
 */
export const translationBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => void read(language, namespace, callback),
};
