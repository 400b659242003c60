import { lazy } from 'react';

export {
  notificationReducer,
  initialNotificationState,
  notificationActivated,
  selectActiveNotificationId,
  type NotificationState,
} from './notification-slice';
export { notificationsQuery, useUnreadNotifications } from './api/notifications';
export { NotificationBell } from './notification-bell';

const loadPage = () => import('./notifications-page');
/** Route screens, lazy: nobody needs them on first paint. */
export const NotificationsPage = lazy(loadPage);
