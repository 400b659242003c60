import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * Route `*` inside the signed-in shell: an unknown path says so instead of silently showing
 * Home (issue 10), keeps the menu around it and offers the way back.
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <section aria-labelledby="not-found-title" className="text-center py-5" data-testid="not-found">
      <p className="display-4 fw-bold text-body-secondary mb-2" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="h3 mb-3">
        {t('NotFound.Title')}
      </h1>
      <p className="text-body-secondary">
        {t('NotFound.Text')} <bdi className="font-monospace">{pathname}</bdi>
      </p>
      <Link to="/" className="btn btn-primary">
        <Home size={16} className="me-2" aria-hidden="true" />
        {t('NotFound.Home')}
      </Link>
    </section>
  );
}
