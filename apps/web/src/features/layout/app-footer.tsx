import { marketYear } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { APP_TITLE } from '../../config/constants';
import { useBrand } from '../brand';

/**
 * Spec §1: copyright from the current year and the brand's formal name, plus credits. The
 * market's year, as the server writes it into the pre-rendered sign-in page: a browser's own
 * year differs from it for hours around New Year, and hydration would not match.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const year = marketYear();

  return (
    <footer className="app-footer small text-body-secondary py-3">
      <div className="container-xxl d-flex flex-column flex-sm-row justify-content-between gap-1">
        <span data-testid="footer-copyright">
          {t('Footer.Copyright', { year, company: brand?.formal_name ?? APP_TITLE })}
        </span>
        <span data-testid="footer-credits">{t('Footer.Credits')}</span>
      </div>
    </footer>
  );
}
