import { type NotificationKind, type NotificationParams, notificationText } from '@myaccount/contract';
import type { Tx } from '../../db/client.ts';
import { insertNotificationOnce } from '../notifications/index.ts';
import { compose, greeting, type Language, mailLanguage } from './compose.ts';
import { type MailAttachment, type OutgoingMail, queueMailOnce, senderOf } from './outbox.ts';
import { type MailPurpose, recipientsOf } from './recipients.ts';
import { type Audience, findAudience } from './repository.ts';

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
}

const WORDS = {
  en: {
    open: 'See it in My Account:',
    why: 'You receive this message because you have an account with us. You can choose the addresses we write to under Profile in My Account.',
  },
  es: {
    open: 'Véalo en Mi Cuenta:',
    why: 'Recibe este mensaje porque tiene una cuenta con nosotros. Puede elegir a qué direcciones le escribimos en Perfil, en Mi Cuenta.',
  },
} satisfies Record<Language, Record<string, string>>;

function eventMail(
  to: string,
  audience: Audience,
  language: Language,
  words: { subject: string; body: string },
  path: string | undefined,
): OutgoingMail {
  const base = audience.brand.urlAccount.trim().replace(/\/+$/, '');
  const link = base && path ? `${base}${path}` : undefined;
  const brandName = audience.brand.brandingName;
  return compose(
    to,
    brandName ? `${brandName}: ${words.subject}` : words.subject,
    [
      greeting(language, audience.firstName),
      words.body,
      ...(link ? [WORDS[language].open, link] : []),
      brandName,
      WORDS[language].why,
    ].filter(Boolean),
    link,
  );
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
  const from = senderOf(audience.brand);
  const ids: number[] = [];
  for (const recipient of recipientsOf(audience, event.purpose ?? 'account')) {
    const mail = eventMail(recipient.address, audience, language, words, event.path);
    const id = await queueMailOnce(tx, `${event.key}:${recipient.role}`, {
      ...mail,
      from,
      attachments: event.attachments,
    });
    if (id !== null) ids.push(id);
  }
  return ids;
}
