import type { Notification } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { notificationTitle } from './notification-title';

/** The bell's unread notifications by subject and date; picking one opens it. */
export default function UnreadList({
  items,
  onPick,
}: {
  items: Notification[];
  onPick: (n: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  if (items.length === 0)
    return <p className="px-3 py-2 mb-0 text-body-secondary">{t('Notifications.NoUnread')}</p>;
  return (
    <ul className="list-group list-group-flush notification-bell-list">
      {items.map((n) => (
        <li key={n.id_notification} className="list-group-item list-group-item-action p-0">
          <button
            type="button"
            className="btn btn-link text-reset text-decoration-none text-start w-100 px-3 py-2"
            onClick={() => onPick(n)}
            data-testid={`bell-notification-${n.id_notification}`}
          >
            <span className="d-block fw-semibold text-truncate">{notificationTitle(n, i18n.language)}</span>
            <span className="d-block small text-body-secondary">
              {formatDate(n.sent_date, i18n.resolvedLanguage ?? 'en')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
