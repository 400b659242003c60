import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './use-media';

/** Spec §9: appears after 160 px of scroll. */
export const SCROLL_TO_TOP_AFTER = 160;

export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TO_TOP_AFTER);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top btn btn-primary"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('Layout.ScrollToTop')}
      data-testid="scroll-to-top"
    >
      <ArrowUp size={20} aria-hidden="true" />
    </button>
  );
}
