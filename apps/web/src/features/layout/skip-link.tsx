import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the header; visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className="visually-hidden-focusable skip-link">
      {t('Common.SkipToContent')}
    </a>
  );
}
