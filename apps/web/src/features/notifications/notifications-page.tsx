import type { Notification } from '@myaccount/contract';
import { useEffect } from 'react';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { LoadingDots } from '../../components/ui/loading-dots';
import { formatDate } from '../../lib/format-date';
import { useAppDispatch } from '../../lib/redux';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { useNotifications } from './api/notifications';
import { notificationWords } from './notification-text';
import { notificationActivated, selectActiveNotificationId } from './notification-slice';

interface PageProps {
  /** "all" (/notifications/all) opens every notification; "selected" only the active one. */
  scope: 'selected' | 'all';
}

function NotificationCard({ item, open, onOpen }: { item: Notification; open: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const unread = !item.read_date;
  const bodyId = `notification-body-${item.id_notification}`;
  const words = notificationWords(item, i18n.language);
  return (
    <Card
      as="li"
      className={`mb-2${open ? ' border-primary' : ''}`}
      data-testid={`notification-${item.id_notification}`}
    >
      <Card.Body className="py-2">
        <button
          type="button"
          className="btn btn-link text-reset text-decoration-none text-start w-100 p-0 d-flex align-items-center gap-2"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onOpen}
        >
          <span className="flex-grow-1 min-w-0">
            <span className={`d-block text-truncate${unread ? ' fw-bold' : ''}`}>{words.subject}</span>
            <span className="d-block small text-body-secondary">
              {formatDate(item.sent_date, i18n.resolvedLanguage ?? 'en')}
            </span>
          </span>
          {unread && (
            <Badge bg="primary" pill>
              {t('Notifications.Unread')}
            </Badge>
          )}
        </button>
        {open && (
          <p id={bodyId} className="mt-2 mb-0 notification-body">
            {words.body}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

/** /notifications and /notifications/all: the customer's notifications, newest first. */
export default function NotificationsPage({ scope }: PageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const activeNotificacionID = useSelector(selectActiveNotificationId);
  const notifications = useNotifications('all');
  const list = notifications.data ?? [];
  const { mutate: markRead, mutateAsync: markReadAsync } = useMarkNotificationRead();

  // Opening a notification reads it: mark it read once the list shows it unread.
  const active = list.find((n) => n.id_notification === activeNotificacionID);
  const activeUnread = active && !active.read_date ? active.id_notification : null;
  useEffect(() => {
    if (activeUnread !== null) markRead(activeUnread);
  }, [activeUnread, markRead]);

  const unreadIds = list.filter((n) => !n.read_date).map((n) => n.id_notification);
  const markAll = async () => {
    // One at a time; a refused one stays unread and the rest go on.
    for (const id of unreadIds) await markReadAsync(id).catch(() => undefined);
  };

  return (
    <section aria-labelledby="notifications-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="notifications-title" className="h3 mb-0 me-auto">
          {t(scope === 'all' ? 'Notifications.AllTitle' : 'Notifications.Title')}
        </h1>
        {scope === 'all' ? (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={unreadIds.length === 0}
            onClick={() => void markAll()}
            data-testid="mark-all-read"
          >
            {t('Notifications.MarkAllRead')}
          </Button>
        ) : (
          <Link to="/notifications/all">{t('Notifications.ReadAll')}</Link>
        )}
      </div>
      {notifications.status === 'loading' && <LoadingDots />}
      {notifications.status === 'failed' && <Alert variant="danger">{t('Notifications.LoadFailed')}</Alert>}
      {notifications.status === 'ready' && list.length === 0 && (
        <p className="text-body-secondary">{t('Notifications.Empty')}</p>
      )}
      <ul className="list-unstyled mb-0">
        {list.map((item) => (
          <NotificationCard
            key={item.id_notification}
            item={item}
            open={scope === 'all' || item.id_notification === activeNotificacionID}
            onOpen={() =>
              dispatch(
                notificationActivated(
                  item.id_notification === activeNotificacionID ? null : item.id_notification,
                ),
              )
            }
          />
        ))}
      </ul>
    </section>
  );
}
