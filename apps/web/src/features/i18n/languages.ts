import type { SupportedLanguage } from '../../config/constants';

export interface LanguageOption {
  code: SupportedLanguage;
  /** Translation key of the language's name. */
  labelKey: string;
  /** flag-icons country code: US English, Mexican (Latin-American) Spanish for Texas customers. */
  flag: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', labelKey: 'Language.English', flag: 'us' },
  { code: 'es', labelKey: 'Language.Spanish', flag: 'mx' },
];

export function languageOption(lng: string | undefined): LanguageOption {
  const base = (lng ?? '').toLowerCase().split('-')[0];
  return LANGUAGE_OPTIONS.find((o) => o.code === base) ?? LANGUAGE_OPTIONS[0]!;
}
