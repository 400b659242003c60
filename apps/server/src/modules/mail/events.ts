import { type NotificationKind, type NotificationParams, notificationText } from '@myaccount/contract';
import type { Tx } from '../../db/client.ts';
import { insertNotificationOnce } from '../notifications/index.ts';
import { mailLanguage } from './compose.ts';
import { eventMailContent } from './event-mail.ts';
import { type MailAttachment, queueMailOnce } from './outbox.ts';
import { type MailPurpose, type Recipient, recipientsOf } from './recipients.ts';
import { renderMail } from './render-mail.ts';
import { findAudience } from './repository.ts';

/** Something that happened to a customer's account, told in the app and by mail (issue 14). */
export interface CustomerEvent {
  /**
   * Names this one event for good, e.g. `payment:123`: announcing the same key again (a
   * retried request, a job run twice, a second instance) does nothing.
   */
  key: string;
  /** Its words, shared with the in-app notification (contract `notificationTemplates`). */
  kind: NotificationKind;
  params: NotificationParams;
  /** Who gets the mail (recipients.ts); account mail unless said otherwise. */
  purpose?: MailPurpose;
  /** The page of My Account the mail links to, e.g. `/billing`. */
  path?: string;
  attachments?: MailAttachment[];
  /**
   * Further addresses told whatever the preferences, e.g. the address an e-mail change left
   * (so its owner hears of it); each role names its address in the event key.
   */
  alsoTo?: Recipient[];
}

/**
 * Announces an event inside the transaction that made it happen, so notice and change commit
 * together: the in-app notification and the mail to each recipient the preferences choose,
 * in the customer's language and from the brand's sender. Answers the queued mail ids, for
 * the caller to dispatch after the commit (otherwise the mail job sends them).
 */
export async function announce(tx: Tx, customerId: number, event: CustomerEvent): Promise<number[]> {
  const audience = await findAudience(tx, customerId);
  if (!audience) return [];
  const language = mailLanguage(audience.language);
  const words = notificationText(event.kind, event.params, language)!;
  const fresh = await insertNotificationOnce(tx, {
    customerId,
    kind: event.kind,
    params: event.params,
    ...words,
    eventKey: event.key,
  });
  if (!fresh) return [];
  const base = audience.brand.urlAccount.trim().replace(/\/+$/, '');
  const content = eventMailContent(event.kind, event.params, language, {
    firstName: audience.firstName,
    link: base && event.path ? `${base}${event.path}` : undefined,
    purpose: event.purpose,
  });
  const ids: number[] = [];
  const recipients: Recipient[] = [];
  for (const r of [...recipientsOf(audience, event.purpose ?? 'account'), ...(event.alsoTo ?? [])])
    if (!recipients.some((o) => o.address.toLowerCase() === r.address.toLowerCase())) recipients.push(r);
  for (const recipient of recipients) {
    const mail = await renderMail(recipient.address, audience.brand, language, content);
    const id = await queueMailOnce(tx, `${event.key}:${recipient.role}`, {
      ...mail,
      attachments: [...(mail.attachments ?? []), ...(event.attachments ?? [])],
    });
    if (id !== null) ids.push(id);
  }
  return ids;
}
