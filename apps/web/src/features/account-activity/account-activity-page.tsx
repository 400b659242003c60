import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth';
import { ActivityEntry } from './activity-entry';
import { useActivityTrail } from './activity-trail';

/**
 * Route /account-activity (issue 14), from the user menu: the account's sign-ins and changes,
 * newest first, a support agent's marked as theirs. The agent acting for the customer reads the
 * same trail. "Show more" adds the next page and moves the focus to the first entry it added.
 */
export default function AccountActivityPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { state, showMore, loadingMore, moreFailed } = useActivityTrail(user?.id_customer ?? null);

  async function more(shownIds: Set<number>) {
    const added = (await showMore()).find((item) => !shownIds.has(item.id));
    if (!added) return;
    // After React has drawn the new entries.
    requestAnimationFrame(() => document.getElementById(`activity-${added.id}`)?.focus());
  }

  return (
    <section aria-labelledby="activity-title">
      <h1 id="activity-title" className="h3 mb-3">
        {t('Activity.Title')}
      </h1>
      <p>{t('Activity.Intro')}</p>
      <Card className="border-0 shadow-sm mb-4">
        {state.status === 'loading' && (
          <Card.Body>
            <p className="text-body-secondary mb-0">{t('Common.Loading')}</p>
          </Card.Body>
        )}
        {state.status === 'failed' && (
          <Card.Body>
            <p className="text-body-secondary mb-0">{t('Activity.Unavailable')}</p>
          </Card.Body>
        )}
        {state.status === 'ready' && state.data.items.length === 0 && (
          <Card.Body>
            <p className="text-body-secondary mb-0">{t('Activity.Empty')}</p>
          </Card.Body>
        )}
        {state.status === 'ready' && state.data.items.length > 0 && (
          <>
            {/* px-0: the list’s own start padding would stay on the right in RTL. */}
            <ol
              className="list-group list-group-flush px-0"
              aria-label={t('Activity.ListLabel')}
              data-testid="activity-list"
            >
              {state.data.items.map((item) => (
                <ActivityEntry key={item.id} item={item} />
              ))}
            </ol>
            <Card.Footer className="bg-transparent d-flex flex-wrap align-items-center gap-3 py-3">
              <p className="small text-body-secondary mb-0" role="status" data-testid="activity-shown">
                {t('Activity.Shown', { shown: state.data.items.length, total: state.data.total })}
              </p>
              {state.data.hasMore && (
                <Button
                  variant="outline-primary"
                  size="sm"
                  disabled={loadingMore}
                  onClick={() => void more(new Set(state.data.items.map((i) => i.id)))}
                  data-testid="activity-show-more"
                >
                  {loadingMore ? t('Common.Loading') : t('Activity.ShowMore')}
                </Button>
              )}
              {moreFailed && (
                <p className="small text-danger mb-0" role="alert">
                  {t('Activity.MoreFailed')}
                </p>
              )}
            </Card.Footer>
          </>
        )}
      </Card>
    </section>
  );
}
