export { initI18n } from './i18n';
export { LanguageSwitcher } from './language-switcher';
export { DeferredLanguageSwitcher } from './deferred-language-switcher';
export { applyPreferredLanguage, changeLanguageExplicitly } from './language-preference';
export { reportUntranslated, serverName } from './server-name';
