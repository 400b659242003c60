import { type Notification, notificationText } from '@myaccount/contract';
import { notificationTitle } from './notification-title';

/**
 * A notification's subject and body in the reader's language (contract `notificationText`);
 * a free-text one (no kind) as the back office wrote it, its messages joined.
 */
export function notificationWords(n: Notification, language: string): { subject: string; body: string } {
  const words = n.kind ? notificationText(n.kind, n.params, language) : null;
  if (words) return words;
  return { subject: notificationTitle(n, language), body: n.messages.map((m) => m.body).join('\n\n') };
}
