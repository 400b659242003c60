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
