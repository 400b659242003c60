export {
  notificationReducer,
  initialNotificationState,
  notificationActivated,
  selectNotificationState,
  selectUnreadNotifications,
  type NotificationState,
} from './notification-slice';
export { loadNotifications, loadUnreadNotifications, markNotificationRead } from './notification-thunks';
