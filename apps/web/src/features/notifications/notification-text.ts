import type { Notification } from '@myaccount/contract';

/** The first message's subject, which is what the bell and the list show as the title. */
export function notificationSubject(notification: Notification): string {
  return notification.messages[0]?.subject ?? '';
}

export function notificationBody(notification: Notification): string {
  return notification.messages.map((m) => m.body).join('\n\n');
}
