import { type Notification, notificationSubject } from '@myaccount/contract';
import { reportUntranslated } from '../i18n';

/**
 * A notification's subject in the reader's language, worded from its kind and params
 * (contract `notificationSubjects`); a free-text one (no kind) as the back office wrote it.
 * The top bar's bell shows only this; it is a module apart from `notificationWords` so the
 * first load carries no notification bodies.
 */
export function notificationTitle(n: Notification, language: string): string {
  const subject = n.kind ? notificationSubject(n.kind, n.params, language) : null;
  if (subject !== null) return subject;
  const stored = n.messages[0]?.subject ?? '';
  if (n.kind) reportUntranslated('notification', n.kind, stored);
  return stored;
}
