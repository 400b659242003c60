import { useTranslation } from 'react-i18next';

/**
 * Three animated dots with a screen-reader-only "Loading". The animation is pure CSS and
 * stops under prefers-reduced-motion (see styles/_loading.scss).
 */
export function LoadingDots({ className }: { className?: string }) {
  // No suspense here: this is what shows *while* translations load.
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className={['loading-dots-wrap', className].filter(Boolean).join(' ')} role="status">
      <span className="loading-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('Common.Loading', { defaultValue: 'Loading' })}</span>
    </div>
  );
}
