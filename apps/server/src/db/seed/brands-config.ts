import type { brands, configurationParameters } from '../schema/index.ts';
import type { BrandKey } from './plans.ts';

type BrandRow = typeof brands.$inferInsert;

/** The two demo brands (DESIGN §5). A page host label equal to `systemName` selects a brand. */
export const demoBrands: BrandRow[] = [
  {
    systemName: 'brightline',
    shortName: 'Brightline',
    formalName: 'Brightline Energy LLC',
    brandingName: 'Brightline Energy',
    urlBase: 'https://brightline.example',
    urlRates: 'https://brightline.example/rates',
    urlAccount: 'https://myaccount.brightline.example',
    emailAddress: 'no-reply@brightline.example',
    emailName: 'Brightline Energy',
    emailDefaultSubject: 'Your Brightline Energy account',
    isDefault: true,
    active: true,
    phone: '1-888-555-0142',
    urlContentManager: 'https://brightline.example/content',
    urlNoServiceAvailablePage: 'https://brightline.example/no-service',
    urlPrivacyPolices: 'https://brightline.example/privacy',
    officeHours: 'Mon–Fri 7:00 am – 7:00 pm, Sat 8:00 am – 1:00 pm (Central)',
    customerCareEmail: 'care@brightline.example',
    wizardWelcomeText: 'Welcome to Brightline Energy. Let’s get your power set up.',
    wizardRedirectSiteText: 'You are being redirected to Brightline Energy enrollment.',
    urlReportOutage: 'https://brightline.example/report-outage',
    urlContactUs: 'https://brightline.example/contact',
    urlFaqs: 'https://brightline.example/faqs',
    theme: '',
  },
  {
    systemName: 'voltio',
    shortName: 'Voltio',
    formalName: 'Voltio Power LLC',
    brandingName: 'Voltio Power',
    urlBase: 'https://voltio.example',
    urlRates: 'https://voltio.example/tarifas',
    urlAccount: 'https://micuenta.voltio.example',
    emailAddress: 'no-responder@voltio.example',
    emailName: 'Voltio Power',
    emailDefaultSubject: 'Tu cuenta de Voltio Power',
    isDefault: false,
    active: true,
    phone: '1-877-555-0187',
    urlContentManager: 'https://voltio.example/contenido',
    urlNoServiceAvailablePage: 'https://voltio.example/sin-servicio',
    urlPrivacyPolices: 'https://voltio.example/privacidad',
    officeHours: 'Lunes a viernes de 8:00 a 18:00, sábados de 9:00 a 13:00 (hora del centro)',
    customerCareEmail: 'atencion@voltio.example',
    wizardWelcomeText: 'Bienvenido a Voltio Power. Contrata tu luz en minutos.',
    wizardRedirectSiteText: 'Te estamos llevando a la inscripción de Voltio Power.',
    // Voltio has no outage page of its own: the portal falls back to the utility's number.
    urlReportOutage: '',
    urlContactUs: 'https://voltio.example/contacto',
    urlFaqs: 'https://voltio.example/preguntas-frecuentes',
    theme: 'storm-theme',
  },
];

type ConfigRow = typeof configurationParameters.$inferInsert;

/** Portal-wide settings (spec §3 Configuration parameters, enumerations in the same section). */
export const demoConfiguration: ConfigRow[] = [
  { name: 'payment_gateway', value: 1, description: '1 = card/ACH gateway A, 2 = gateway B' },
  {
    name: 'available_payment_types_deposits',
    value: 0,
    description: 'Deposits: 0 = card and bank, 1 = card, 2 = bank',
  },
  {
    name: 'available_payment_types_one_time_payments',
    value: 0,
    description: 'One-time payments: 0 = card and bank, 1 = card, 2 = bank',
  },
  {
    name: 'available_payment_types_recurring_billing',
    value: 0,
    description: 'Autopay: 0 = card and bank, 1 = card, 2 = bank',
  },
  { name: 'my_account_transfer_of_service', value: true, description: 'Offer transfer of service' },
  { name: 'my_account_reenroll_option', value: true, description: 'Offer re-enrollment' },
  { name: 'my_account_reinstate_option', value: true, description: 'Offer reinstatement' },
  {
    name: 'my_account_show_etf_drop_validation',
    value: true,
    description: 'Warn about the early termination fee when dropping',
  },
  {
    name: 'my_account_days_to_request_drop',
    value: 30,
    description: 'How many days ahead a drop may be requested',
  },
  {
    name: 'payment_extension_max_days',
    value: 10,
    description: 'Most days a payment extension may move the current bill’s due date',
  },
  {
    name: 'payment_extension_period_months',
    value: 12,
    description: 'One payment extension per this many months',
  },
  {
    name: 'payment_extension_max_overdue',
    value: 10,
    description: 'Overdue balance (dollars) above which no payment extension is offered',
  },
  {
    name: 'deferred_plan_min_installments',
    value: 2,
    description: 'Fewest monthly instalments of a deferred payment plan',
  },
  {
    name: 'deferred_plan_max_installments',
    value: 6,
    description: 'Most monthly instalments of a deferred payment plan',
  },
  {
    name: 'average_billing_months',
    value: 12,
    description: 'Bills average (budget) billing levels over, and needs before joining',
  },
  {
    name: 'deposit_refund_on_time_payments',
    value: 12,
    description: 'Consecutive on-time payments after which a paid deposit is refunded',
  },
];

/**
 * Settings a brand has of its own, over the portal-wide ones: Voltio contracted gateway B
 * (one hosted form per payment type), so its customers see the card / bank choice.
 */
export const demoBrandOverrides: { brand: BrandKey; name: string; value: unknown }[] = [
  { brand: 'voltio', name: 'payment_gateway', value: 2 },
];
