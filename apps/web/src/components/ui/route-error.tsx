import { RotateCw } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a route cannot render, most often because a lazy chunk failed to load (spec §8:
 * a chunk that fails to load raises a loading error) — e.g. after a deploy replaced it.
 */
export function RouteError() {
  const { t } = useTranslation(undefined, { useSuspense: false });
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <main id="main-content" className="loading-screen text-center px-3" data-testid="route-error">
      <h1 className="h4">{t('Common.LoadErrorTitle', { defaultValue: 'This page could not be loaded' })}</h1>
      <p className="text-body-secondary mb-0">
        {t('Common.LoadErrorText', { defaultValue: 'Check your connection and reload the page.' })}
      </p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        <RotateCw size={16} className="me-2" aria-hidden="true" />
        {t('Common.Reload', { defaultValue: 'Reload' })}
      </Button>
    </main>
  );
}
