import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../lib/when-idle';
import { languageOption } from './languages';

const LanguageSwitcher = lazy(() =>
  import('./language-switcher').then(({ LanguageSwitcher }) => ({ default: LanguageSwitcher })),
);

/** Looks like the switcher's toggle (same classes, flag and name), but is inert and hidden from assistive tech. */
function SwitcherLookAlike() {
  const { t, i18n } = useTranslation();
  const current = languageOption(i18n.resolvedLanguage ?? i18n.language);
  return (
    <span
      className="btn btn-link dropdown-toggle language-switcher text-body text-decoration-none px-2"
      aria-hidden="true"
    >
      <span className={`fi fi-${current.flag} me-1`} />
      <span className="d-none d-sm-inline">{t(current.labelKey)}</span>
    </span>
  );
}

/**
 * The language switcher for pages that must paint fast (sign-in, issue 18): its menu
 * (react-bootstrap's Dropdown with popper) loads once the browser is idle after the page, with
 * a look-alike in its place meanwhile so nothing moves when it arrives.
 */
export function DeferredLanguageSwitcher() {
  // Until the menu is loaded and drawn, the look-alike stays.
  const idle = useIdle();
  if (!idle) return <SwitcherLookAlike />;
  return (
    <Suspense fallback={<SwitcherLookAlike />}>
      <LanguageSwitcher />
    </Suspense>
  );
}
