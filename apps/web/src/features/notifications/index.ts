import { lazy } from 'react';

export {
  notificationReducer,
  initialNotificationState,
  notificationActivated,
  selectNotificationState,
  selectUnreadNotifications,
  type NotificationState,
} from './notification-slice';
export { loadNotifications, loadUnreadNotifications, markNotificationRead } from './notification-thunks';
export { NotificationBell } from './notification-bell';

const loadPage = () => import('./notifications-page');
/** Route screens, lazy: nobody needs them on first paint. */
export const NotificationsPage = lazy(loadPage);
