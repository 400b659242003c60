import i18next from 'i18next';

/**
 * Whose language wins after sign-in? The profile's id_prefered_language, unless the visitor
 * chose one explicitly in this browser tab (switcher, or ?lng= in the address). The choice
 * lives in sessionStorage so it lasts for the tab's session and no longer.
 */
const EXPLICIT_KEY = 'languageChosenExplicitly';

export function markExplicitLanguageChoice(): void {
  try {
    sessionStorage.setItem(EXPLICIT_KEY, '1');
  } catch {
    // Without storage the profile language simply wins.
  }
}

export function hasExplicitLanguageChoice(): boolean {
  try {
    return sessionStorage.getItem(EXPLICIT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records ?lng= as an explicit choice; called once at start. */
export function noteQueryStringLanguage(search: string = window.location.search): void {
  if (new URLSearchParams(search).has('lng')) markExplicitLanguageChoice();
}

export async function changeLanguageExplicitly(lng: string): Promise<void> {
  markExplicitLanguageChoice();
  await i18next.changeLanguage(lng);
}

/** After sign-in: switch to the customer's preferred language unless they picked one. */
export async function applyPreferredLanguage(preferred: string | null | undefined): Promise<void> {
  if (!preferred || hasExplicitLanguageChoice()) return;
  if (i18next.resolvedLanguage !== preferred) await i18next.changeLanguage(preferred);
}
