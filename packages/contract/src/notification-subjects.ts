import { formatCalendarDate, formatClockTime } from './date-formats.ts';
import { formatAmount, type Language, languageOf } from './formats.ts';
import type { Words } from './names.ts';

/**
 * Notifications the portal and its jobs send, by `kind`. `{{name}}` placeholders take the
 * notification's params, formatted for the reader: numbers are money, `YYYY-MM-DD` values
 * dates and `HH:mm` values clock times; other values (an address, a brand) are shown as they are.
 */
export const notificationSubjects = {
  bill_ready: { en: 'Your bill is ready', es: 'Su factura está lista' },
  autopay_scheduled: { en: 'Autopay scheduled', es: 'Pago automático programado' },
  maintenance: { en: 'Planned maintenance outage in your area', es: 'Aviso de mantenimiento programado' },
  payment_received: { en: 'Payment received', es: 'Pago recibido' },
  saving_tips: { en: 'Summer energy-saving tips', es: 'Consejos para ahorrar energía en verano' },
  welcome: { en: 'Welcome to {{brand}}', es: 'Le damos la bienvenida a {{brand}}' },
  month_to_month: { en: 'Your plan is now month-to-month', es: 'Su plan ahora es mes a mes' },
  autopay_notice: { en: 'Autopay is coming up', es: 'Próximo pago automático' },
  autopay_paid: { en: 'Autopay payment received', es: 'Pago automático recibido' },
  autopay_failed: { en: 'Autopay payment failed', es: 'Pago automático rechazado' },
  budget_over: { en: 'Your bill may go over your budget', es: 'Su factura podría superar su presupuesto' },
  bill_credit_at_risk: {
    en: 'You may miss your {{credit}} bill credit',
    es: 'Podría perder su crédito de {{credit}}',
  },
  payment_confirmation: { en: 'Payment of {{amount}} received', es: 'Recibimos su pago de {{amount}}' },
  payment_declined: { en: 'Your payment did not go through', es: 'Su pago no se pudo procesar' },
  drop_requested: { en: 'Request to end service received', es: 'Recibimos su solicitud de baja' },
  drop_scheduled: { en: 'Your service is scheduled to end', es: 'La baja de su servicio está programada' },
  drop_cancelled: { en: 'The end of your service was cancelled', es: 'Se canceló la baja de su servicio' },
  transfer_requested: { en: 'Move request received', es: 'Recibimos su solicitud de mudanza' },
  transfer_scheduled: { en: 'Your move is scheduled', es: 'Su mudanza está programada' },
  transfer_cancelled: { en: 'Your move was cancelled', es: 'Se canceló su mudanza' },
  withdrawal_requested: { en: 'Withdrawal request received', es: 'Recibimos su solicitud de retiro' },
  withdrawal_scheduled: { en: 'Your enrollment will be withdrawn', es: 'Su inscripción será retirada' },
  withdrawal_cancelled: { en: 'Your withdrawal was cancelled', es: 'Se canceló el retiro de su inscripción' },
  // Re-enrolment and reinstatement confirmed in the portal (issue 15).
  reenroll_scheduled: {
    en: 'Welcome back: your service is set to start',
    es: 'Le damos de nuevo la bienvenida: su servicio ya tiene fecha de inicio',
  },
  reinstate_kept: { en: 'Your service was reinstated', es: 'Su servicio fue restablecido' },
  reinstate_reopened: { en: 'Your service was reinstated', es: 'Su servicio fue restablecido' },
  delivery_paperless: { en: 'Paperless billing is on', es: 'Factura electrónica activada' },
  delivery_paper: { en: 'Your bills will arrive by mail', es: 'Sus facturas llegarán por correo postal' },
  agent_change: {
    en: 'A support agent updated your account',
    es: 'Un agente de atención al cliente actualizó su cuenta',
  },
  // How the account signs in changed (issue 17): security notices, to the main address always.
  passkey_added: {
    en: 'A passkey was added to your account',
    es: 'Se agregó una llave de acceso a su cuenta',
  },
  passkey_removed: {
    en: 'A passkey was removed from your account',
    es: 'Se quitó una llave de acceso de su cuenta',
  },
  credit_letter_approved: {
    en: 'Your credit letter was approved',
    es: 'Su carta de crédito fue aprobada',
  },
  credit_letter_rejected: {
    en: 'Your credit letter was not accepted',
    es: 'Su carta de crédito no fue aceptada',
  },
  deposit_refunded: { en: 'Your deposit was refunded', es: 'Le devolvimos su depósito' },
  two_step_on: { en: 'Two-step verification was turned on', es: 'Se activó la verificación en dos pasos' },
  two_step_off: {
    en: 'Two-step verification was turned off',
    es: 'Se desactivó la verificación en dos pasos',
  },
  // The password or the e-mail address changed (issue 14): security notices, to the main
  // address always (the e-mail change also to the address it left).
  password_changed: {
    en: 'The password of your account was changed',
    es: 'Se cambió la contraseña de su cuenta',
  },
  email_changed: {
    en: 'The e-mail address of your account was changed',
    es: 'Se cambió el correo electrónico de su cuenta',
  },
} satisfies Record<string, Words>;
export type NotificationKind = keyof typeof notificationSubjects;
export const notificationKinds = Object.keys(notificationSubjects) as NotificationKind[];

export type NotificationParams = Record<string, string | number>;

function formatParam(value: string | number, language: Language): string {
  if (typeof value === 'number') return formatAmount(value, language);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value, language);
  if (/^\d{2}:\d{2}$/.test(value)) return formatClockTime(value, language);
  return value;
}

/** A template with its `{{name}}` params put in, formatted for the reader. */
export function fillParams(template: string, params: NotificationParams, language: Language): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? formatParam(params[name]!, language) : whole,
  );
}

export const isNotificationKind = (kind: string): kind is NotificationKind =>
  Object.hasOwn(notificationSubjects, kind);

/** A notification's subject in the language, or null for a kind this build does not know. */
export function notificationSubject(
  kind: string,
  params: NotificationParams,
  language: string,
): string | null {
  if (!isNotificationKind(kind)) return null;
  const lang = languageOf(language);
  return fillParams(notificationSubjects[kind][lang], params, lang);
}
