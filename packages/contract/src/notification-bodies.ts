import { languageOf } from './formats.ts';
import type { Words } from './names.ts';
import {
  fillParams,
  isNotificationKind,
  type NotificationKind,
  type NotificationParams,
  notificationSubjects,
} from './notification-subjects.ts';

/**
 * Notification bodies, apart from the subjects (a module of their own): the top bar's bell
 * shows subjects only, so the first load carries no body.
 */
export const notificationBodies = {
  bill_ready: {
    en: 'Your {{brand}} statement for {{address}} is ready. Sign in to view it and pay by the due date.',
    es: 'Su factura de {{brand}} para {{address}} ya está disponible. Inicie sesión para verla y pagarla antes de la fecha de vencimiento.',
  },
  autopay_scheduled: {
    en: 'Autopay will charge your {{cardBrand}} ending in {{last4}} for your {{address}} bill on the due date. No action is needed.',
    es: 'El pago automático cobrará su factura de {{address}} a su {{cardBrand}} terminada en {{last4}} en la fecha de vencimiento. No necesita hacer nada.',
  },
  maintenance: {
    en: '{{utility}} will perform maintenance near {{address}} on {{date}} between {{from}} and {{to}}. Power may be interrupted during that time.',
    es: '{{utility}} realizará trabajos de mantenimiento cerca de {{address}} el {{date}} entre las {{from}} y las {{to}}. Podría haber cortes breves de luz.',
  },
  payment_received: {
    en: 'Thank you! We received your payment. It may take up to two business days to appear on your account.',
    es: '¡Gracias! Recibimos su pago. Puede tardar hasta dos días hábiles en reflejarse en su cuenta.',
  },
  saving_tips: {
    en: 'Set your thermostat to 78°F when you are home and raise it when you are away to save up to 10% on cooling.',
    es: 'Ponga el termostato en 78 °F cuando esté en casa y súbalo cuando salga para ahorrar hasta un 10 % en aire acondicionado.',
  },
  welcome: {
    en: 'Your switch is complete and your service is active. A deposit of {{amount}} is due; you can pay it online under Payments.',
    es: 'Su cambio se completó y su servicio está activo. Tiene un depósito pendiente de {{amount}}; puede pagarlo en línea en Pagos.',
  },
  month_to_month: {
    en: 'Your fixed-rate contract has ended. Choose a new plan at any time to lock in a rate.',
    es: 'Su contrato de tarifa fija terminó. Elija un plan nuevo cuando quiera para asegurar una tarifa.',
  },
  autopay_notice: {
    en: 'We will charge {{amount}} on {{dueDate}} with your stored payment method.',
    es: 'Cobraremos {{amount}} el {{dueDate}} con su método de pago guardado.',
  },
  autopay_paid: {
    en: 'Your autopay payment of {{amount}} was approved. Thank you.',
    es: 'Su pago automático de {{amount}} fue aprobado. Gracias.',
  },
  autopay_failed: {
    en: 'Your autopay payment of {{amount}} did not go through. Please pay in My Account.',
    es: 'Su pago automático de {{amount}} no se pudo cobrar. Pague en Mi Cuenta.',
  },
  budget_over: {
    en: 'Your bill for the cycle ending {{cycleEnd}} is projected at {{projected}}, above your monthly budget of {{budget}}.',
    es: 'La factura proyectada del ciclo que termina el {{cycleEnd}} es de {{projected}}, más que su presupuesto mensual de {{budget}}.',
  },
  bill_credit_at_risk: {
    en: 'At your current pace you will use about {{usage}} by {{cycleEnd}}, {{short}} short of the {{threshold}} that earn your {{credit}} bill credit.',
    es: 'A su ritmo actual usará unos {{usage}} hasta el {{cycleEnd}}, {{short}} menos de los {{threshold}} que le dan su crédito de {{credit}}.',
  },
  payment_confirmation: {
    en: 'We received your payment of {{amount}} for {{address}}. Confirmation number: {{confirmation}}. It may take up to two business days to appear on your account.',
    es: 'Recibimos su pago de {{amount}} para {{address}}. Número de confirmación: {{confirmation}}. Puede tardar hasta dos días hábiles en reflejarse en su cuenta.',
  },
  payment_declined: {
    en: 'Your payment of {{amount}} for {{address}} was declined and nothing was charged. Please check the payment method or pay with another one in My Account.',
    es: 'Su pago de {{amount}} para {{address}} fue rechazado y no se cobró nada. Revise el método de pago o pague con otro en Mi Cuenta.',
  },
  drop_requested: {
    en: 'We received your request to end your service at {{address}} on {{date}}. We will let you know once it is scheduled.',
    es: 'Recibimos su solicitud para dar de baja su servicio en {{address}} el {{date}}. Le avisaremos cuando quede programada.',
  },
  drop_scheduled: {
    en: 'Your service at {{address}} is scheduled to end on {{date}}. Your final bill will follow.',
    es: 'La baja de su servicio en {{address}} está programada para el {{date}}. Después recibirá su factura final.',
  },
  drop_cancelled: {
    en: 'The scheduled end of your service at {{address}} was cancelled. Your service continues as before.',
    es: 'Se canceló la baja programada de su servicio en {{address}}. Su servicio continúa como antes.',
  },
  transfer_requested: {
    en: 'We received your request to move your service from {{address}} to {{newAddress}}, starting on {{date}}.',
    es: 'Recibimos su solicitud para mudar su servicio de {{address}} a {{newAddress}} a partir del {{date}}.',
  },
  transfer_scheduled: {
    en: 'Your service moves from {{address}} to {{newAddress}}: the new service starts on {{date}}.',
    es: 'Su servicio se muda de {{address}} a {{newAddress}}: el nuevo servicio comienza el {{date}}.',
  },
  transfer_cancelled: {
    en: 'The move of your service from {{address}} to {{newAddress}} was cancelled.',
    es: 'Se canceló la mudanza de su servicio de {{address}} a {{newAddress}}.',
  },
  withdrawal_requested: {
    en: 'We received your request to withdraw your enrollment for {{address}}.',
    es: 'Recibimos su solicitud para retirar su inscripción en {{address}}.',
  },
  withdrawal_scheduled: {
    en: 'Your enrollment for {{address}} will be withdrawn on {{date}}.',
    es: 'Su inscripción en {{address}} será retirada el {{date}}.',
  },
  withdrawal_cancelled: {
    en: 'The withdrawal of your enrollment for {{address}} was cancelled. Your enrollment continues.',
    es: 'Se canceló el retiro de su inscripción en {{address}}. Su inscripción continúa.',
  },
  reenroll_scheduled: {
    en: 'You enrolled again at {{address}} on the {{plan}} plan. Service starts on {{date}} and the contract runs until {{endDate}}. The plan documents you accepted are in My Account.',
    es: 'Se inscribió de nuevo en {{address}} con el plan {{plan}}. El servicio comienza el {{date}} y el contrato dura hasta el {{endDate}}. Los documentos del plan que aceptó están en Mi Cuenta.',
  },
  reinstate_kept: {
    en: 'The end of your service at {{address}} was cancelled on {{date}} and your service was reinstated: it continues on the {{plan}} plan with the same contract and terms.',
    es: 'El {{date}} se canceló la baja de su servicio en {{address}} y su servicio fue restablecido: continúa con el plan {{plan}}, con el mismo contrato y las mismas condiciones.',
  },
  reinstate_reopened: {
    en: 'Your service at {{address}} was reinstated on the {{plan}} plan with the same contract and terms. Service starts again on {{date}}.',
    es: 'Su servicio en {{address}} fue restablecido con el plan {{plan}}, con el mismo contrato y las mismas condiciones. El servicio se reanuda el {{date}}.',
  },
  delivery_paperless: {
    en: 'Your bills for {{address}} will now arrive by e-mail instead of by mail.',
    es: 'Sus facturas de {{address}} ahora llegarán por correo electrónico en lugar de por correo postal.',
  },
  delivery_paper: {
    en: 'Your bills for {{address}} will now arrive by postal mail.',
    es: 'Sus facturas de {{address}} ahora llegarán por correo postal.',
  },
  agent_change: {
    en: '{{agent}}, a customer-support agent, made changes to your account on {{date}}. If you did not ask for them, please contact us.',
    es: '{{agent}}, agente de atención al cliente, hizo cambios en su cuenta el {{date}}. Si usted no los pidió, comuníquese con nosotros.',
  },
  passkey_added: {
    en: 'A passkey was added to your account on {{date}}. Your other sessions were signed out. If you did not do this, change your password, check the passkeys and two-step verification in your profile, and contact us.',
    es: 'Se agregó una llave de acceso a su cuenta el {{date}}. Se cerraron sus demás sesiones. Si no fue usted, cambie su contraseña, revise las llaves de acceso y la verificación en dos pasos en su perfil y comuníquese con nosotros.',
  },
  passkey_removed: {
    en: 'A passkey was removed from your account on {{date}}. Your other sessions were signed out. If you did not do this, change your password, check the passkeys and two-step verification in your profile, and contact us.',
    es: 'Se quitó una llave de acceso de su cuenta el {{date}}. Se cerraron sus demás sesiones. Si no fue usted, cambie su contraseña, revise las llaves de acceso y la verificación en dos pasos en su perfil y comuníquese con nosotros.',
  },
  credit_letter_approved: {
    en: 'We reviewed your credit letter for {{address}} and approved it. The deposit of {{amount}} is waived: you do not need to pay it.',
    es: 'Revisamos su carta de crédito para {{address}} y la aprobamos. Se le exonera del depósito de {{amount}}: no necesita pagarlo.',
  },
  credit_letter_rejected: {
    en: 'We reviewed your credit letter for {{address}} and could not accept it: {{reason}}. The deposit of {{amount}} is still due; you can pay it under Payments or upload another letter.',
    es: 'Revisamos su carta de crédito para {{address}} y no pudimos aceptarla: {{reason}}. El depósito de {{amount}} sigue pendiente; puede pagarlo en Pagos o subir otra carta.',
  },
  deposit_refunded: {
    en: 'Thank you for {{payments}} on-time payments in a row. The deposit of {{amount}} for {{address}} was refunded as a credit on your account: it lowers what you owe, and any credit left goes to your next bill.',
    es: 'Gracias por sus {{payments}} pagos puntuales seguidos. El depósito de {{amount}} para {{address}} se le devolvió como crédito en su cuenta: reduce lo que debe, y el crédito que quede se aplica a su próxima factura.',
  },
  two_step_on: {
    en: 'Two-step verification was turned on for your account on {{date}}. Your other sessions were signed out. If you did not do this, change your password, check the passkeys and two-step verification in your profile, and contact us.',
    es: 'Se activó la verificación en dos pasos de su cuenta el {{date}}. Se cerraron sus demás sesiones. Si no fue usted, cambie su contraseña, revise las llaves de acceso y la verificación en dos pasos en su perfil y comuníquese con nosotros.',
  },
  two_step_off: {
    en: 'Two-step verification was turned off for your account on {{date}}. Your other sessions were signed out. If you did not do this, change your password, check the passkeys and two-step verification in your profile, and contact us.',
    es: 'Se desactivó la verificación en dos pasos de su cuenta el {{date}}. Se cerraron sus demás sesiones. Si no fue usted, cambie su contraseña, revise las llaves de acceso y la verificación en dos pasos en su perfil y comuníquese con nosotros.',
  },
  password_changed: {
    en: 'The password of your account was changed on {{date}} at {{time}} (Central time). Every open session was signed out. If you made this change, there is nothing to do. If you did not, ask for a password reset link on the sign-in page and contact us.',
    es: 'La contraseña de su cuenta se cambió el {{date}} a las {{time}} (hora del centro). Se cerraron todas las sesiones abiertas. Si lo hizo usted, no necesita hacer nada. Si no fue usted, pida un enlace para restablecer la contraseña en la página de inicio de sesión y comuníquese con nosotros.',
  },
  email_changed: {
    en: 'The e-mail address of your account was changed from {{from}} to {{to}} on {{date}} at {{time}} (Central time). Our messages now go to {{to}}; {{from}} will no longer receive them. If you do not recognise this change, contact us right away.',
    es: 'El correo electrónico de su cuenta se cambió de {{from}} a {{to}} el {{date}} a las {{time}} (hora del centro). Nuestros mensajes ahora llegan a {{to}}; {{from}} ya no los recibirá. Si no reconoce este cambio, comuníquese con nosotros de inmediato.',
  },
} satisfies Record<NotificationKind, Words>;

/** A notification's subject and body in the language, or null for a kind this build does not know. */
export function notificationText(
  kind: string,
  params: NotificationParams,
  language: string,
): { subject: string; body: string } | null {
  if (!isNotificationKind(kind)) return null;
  const lang = languageOf(language);
  return {
    subject: fillParams(notificationSubjects[kind][lang], params, lang),
    body: fillParams(notificationBodies[kind][lang], params, lang),
  };
}
