// What other features may use of notifications (one feature reaches another only through its index).
export { insertNotificationOnce, type NewNotification } from './repository.ts';
