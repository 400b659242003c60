import type { Notification } from '@myaccount/contract';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge, Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../lib/redux';
import { useUnreadNotifications } from './api/notifications';
import { notificationActivated } from './notification-slice';

// The small-screen modal and the list of unread subjects load when first opened, not with
// the page (the subjects' words in every language are no part of the first load).
const NotificationModal = lazy(() => import('./notification-modal'));
const UnreadList = lazy(() => import('./unread-list'));

/**
 * Spec §2 bell: unread badge; a dropdown on desktop, a modal on small screens. Picking one
 * marks it selected and opens /notifications; the footer link opens /notifications/all.
 */
export function NotificationBell({ asModal }: { asModal: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Spec §4: unread notifications are read when the bell mounts or the user changes.
  const unread = useUnreadNotifications();
  const [open, setOpen] = useState(false);

  const pick = (n: Notification) => {
    setOpen(false);
    dispatch(notificationActivated(n.id_notification));
    void navigate('/notifications');
  };
  const count = unread.length;
  const header = (
    <div className="d-flex justify-content-between align-items-center gap-3">
      <span className="fw-semibold">{t('Notifications.Title')}</span>
      <Badge bg="primary" pill data-testid="notification-header-count">
        {t('Notifications.Count', { count })}
      </Badge>
    </div>
  );
  const readAll = (
    <Link
      to="/notifications/all"
      className="d-block text-center py-2"
      onClick={() => setOpen(false)}
      data-testid="notifications-read-all"
    >
      {t('Notifications.ReadAll')}
    </Link>
  );
  const bellLabel = t('Notifications.BellLabel', { count });
  const icon = (
    <>
      <Bell size={20} aria-hidden="true" />
      {count > 0 && (
        <Badge bg="danger" pill className="notification-badge" data-testid="notification-count">
          {count}
        </Badge>
      )}
    </>
  );

  if (!asModal) {
    return (
      <Dropdown align="end" show={open} onToggle={(next) => setOpen(next)}>
        <Dropdown.Toggle
          variant="link"
          className="navbar-icon-btn no-caret position-relative"
          id="notification-bell"
          aria-label={bellLabel}
          data-testid="notification-bell"
        >
          {icon}
        </Dropdown.Toggle>
        <Dropdown.Menu className="notification-menu p-0" data-testid="notification-menu">
          <div className="px-3 py-2 border-bottom">{header}</div>
          <Suspense fallback={<p className="px-3 py-2 mb-0" aria-busy="true" />}>
            <UnreadList items={unread} onPick={pick} />
          </Suspense>
          <div className="border-top">{readAll}</div>
        </Dropdown.Menu>
      </Dropdown>
    );
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-link navbar-icon-btn position-relative"
        onClick={() => setOpen(true)}
        aria-label={bellLabel}
        aria-haspopup="dialog"
        data-testid="notification-bell"
      >
        {icon}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationModal header={header} footer={readAll} onClose={() => setOpen(false)}>
            <UnreadList items={unread} onPick={pick} />
          </NotificationModal>
        </Suspense>
      )}
    </>
  );
}
