import type { OutgoingMail } from './outbox.ts';

export type Language = 'en' | 'es';

/** The customer's language for mail: Spanish when they chose it, else English. */
export const mailLanguage = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');

/** The first line of every mail, by first name when the account has one. */
export const greeting = (language: Language, firstName: string) =>
  language === 'es' ? `Hola, ${firstName || 'cliente'}:` : `Hello ${firstName || 'customer'},`;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain text paragraphs → the same text as simple HTML (every value escaped). */
export function compose(to: string, subject: string, paragraphs: string[], link?: string): OutgoingMail {
  const html = paragraphs
    .map((p) =>
      p === link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html };
}
