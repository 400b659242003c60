import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Spec §6: a signed-in visitor on the path of a menu entry their role may not see. Shown in
 * place (the address stays, like the 404 page) inside the shell, with the way back to Home.
 */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="unauthorized-title" className="text-center py-5" data-testid="unauthorized">
      <p className="display-4 fw-bold text-body-secondary mb-2" aria-hidden="true">
        403
      </p>
      <h1 id="unauthorized-title" className="h3 mb-3">
        {t('Unauthorized.Title')}
      </h1>
      <p className="text-body-secondary">{t('Unauthorized.Text')}</p>
      <Link to="/" className="btn btn-primary">
        <Home size={16} className="me-2" aria-hidden="true" />
        {t('Unauthorized.Home')}
      </Link>
    </section>
  );
}
