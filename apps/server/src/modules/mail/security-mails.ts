import { compose, greeting, type Language } from './compose.ts';
import type { OutgoingMail } from './outbox.ts';

// Security notices (issue 14): always to the main address, whatever the mail preferences say,
// so the owner of an account hears of a change they did not make. Never a secret in them.

export interface SecurityNotice {
  language: Language;
  brandName: string;
  firstName: string;
  /** When the change was saved (shown in Central time, where the service areas are). */
  at: Date;
  /** The support agent who made the change on the customer's behalf, if one did. */
  agent?: string | null | undefined;
}

const when = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  }).format(at);

const greetingOf = (n: SecurityNotice) => greeting(n.language, n.firstName);

function byWhom(n: SecurityNotice): string[] {
  if (!n.agent) return [];
  return n.language === 'es'
    ? [`Este cambio lo hizo ${n.agent}, agente de atención al cliente, en su nombre.`]
    : [`This change was made on your behalf by ${n.agent}, a customer-support agent.`];
}

export function passwordChangedMail(to: string, n: SecurityNotice): OutgoingMail {
  if (n.language === 'es') {
    return compose(to, `${n.brandName}: se cambió la contraseña de su cuenta`, [
      greetingOf(n),
      `La contraseña de su cuenta se cambió el ${when(n.at, 'es')} (hora del centro). Se cerraron todas las sesiones abiertas.`,
      'Si lo hizo usted, no necesita hacer nada. Si no fue usted, pida un enlace para restablecer la contraseña en la página de inicio de sesión y comuníquese con nosotros.',
      n.brandName,
    ]);
  }
  return compose(to, `${n.brandName}: the password of your account was changed`, [
    greetingOf(n),
    `The password of your account was changed on ${when(n.at, 'en')} (Central time). Every open session was signed out.`,
    'If you made this change, there is nothing to do. If you did not, ask for a password reset link on the sign-in page and contact us.',
    n.brandName,
  ]);
}

/** To the old address (the account moved away from it) or the new one (it now receives mail). */
export function emailChangedMail(
  to: string,
  n: SecurityNotice,
  change: { from: string; to: string; recipient: 'old' | 'new' },
): OutgoingMail {
  if (n.language === 'es') {
    return compose(to, `${n.brandName}: se cambió el correo electrónico de su cuenta`, [
      greetingOf(n),
      change.recipient === 'old'
        ? `El correo electrónico de su cuenta se cambió de ${change.from} a ${change.to} el ${when(n.at, 'es')} (hora del centro). Esta dirección ya no recibirá nuestros mensajes.`
        : `Desde el ${when(n.at, 'es')} (hora del centro), ${change.to} es el correo electrónico de su cuenta: aquí recibirá nuestros mensajes.`,
      ...byWhom(n),
      'Si no reconoce este cambio, comuníquese con nosotros de inmediato.',
      n.brandName,
    ]);
  }
  return compose(to, `${n.brandName}: the e-mail address of your account was changed`, [
    greetingOf(n),
    change.recipient === 'old'
      ? `The e-mail address of your account was changed from ${change.from} to ${change.to} on ${when(n.at, 'en')} (Central time). This address will no longer receive our messages.`
      : `Since ${when(n.at, 'en')} (Central time), ${change.to} is the e-mail address of your account: our messages come here now.`,
    ...byWhom(n),
    'If you do not recognise this change, contact us right away.',
    n.brandName,
  ]);
}
