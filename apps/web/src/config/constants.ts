/** Product name shown in the title bar before (and beside) the brand's formal name. */
export const APP_TITLE = 'My Account';

/** Languages offered by the switcher (spec §9); the first one is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';
