import { notificationText, type NotificationParams } from '@myaccount/contract';
import type { Language } from './compose.ts';
import type { MailPurpose } from './recipients.ts';
import { type MailContent, MailTemplateError } from './render-mail.ts';

const OPEN = { en: 'Open My Account', es: 'Abrir Mi Cuenta' } satisfies Record<Language, string>;

/**
 * The mail of a catalogue event (contract `notificationSubjects` / `notificationBodies`): the
 * same words as its in-app notice, the reader greeted by name, a button to the page of My
 * Account it concerns. A kind this build does not word is an error, never an empty mail.
 */
export function eventMailContent(
  kind: string,
  params: NotificationParams,
  language: Language,
  options: { firstName: string; link?: string | undefined; purpose?: MailPurpose | undefined },
): MailContent {
  const words = notificationText(kind, params, language);
  if (!words) throw new MailTemplateError(`no words for notification kind ${kind}`);
  return {
    subject: words.subject,
    name: options.firstName,
    blocks: [
      { kind: 'text', text: words.body },
      ...(options.link ? [{ kind: 'button' as const, label: OPEN[language], href: options.link }] : []),
    ],
    footer: options.purpose === 'security' ? 'security' : 'preferences',
  };
}
