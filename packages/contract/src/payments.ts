import { z } from 'zod';
import { apiError } from './errors.ts';
import { id, calendarDate, idParam } from './primitives.ts';

const isoDate = calendarDate;
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** 1 = credit card, 2 = bank account. */
export const paymentTypeId = z.union([z.literal(1), z.literal(2)]);
export type PaymentTypeId = z.infer<typeof paymentTypeId>;

/** Spec §3 Payment history (posted by the billing system). */
export const paymentHistoryEntry = z.object({
  paidDate: isoDate,
  depositDate: isoDate.nullable(),
  payMethodDesc: z.string(),
  directionDesc: z.string(),
  returnReasonDesc: z.string(),
  paidAmount: z.number(),
  /** The gateway's transaction id of a payment made in the portal (its receipt's number); null otherwise. */
  confirmationNumber: z.string().nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntry>;

/** Spec §3 Pending payment: a charge the billing system has not taken yet. */
export const pendingPayment = z.object({
  id_charge_transaction: z.number().int(),
  /** ISO-8601 UTC instant. */
  date_created: z.string(),
  amount: z.number(),
  payment_type: z.string(),
  status: z.string(),
  /** The gateway's transaction id (the pay reply's `transaction_id`); null until the gateway answered. */
  transaction_id: z.string().nullable(),
});
export type PendingPayment = z.infer<typeof pendingPayment>;

export const chargeTransactionsQuery = z.object({
  sentToBillingSystem: booleanQuery.optional(),
  hasBeenCaptured: booleanQuery.optional(),
});

export const opsAdminTotalQuery = z
  .object({ startDate: isoDate.optional(), endDate: isoDate.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export const opsAdminTotal = z.object({ total_amount: z.number() });

/** Spec §3 Payment method: tokens and masked numbers only. */
export const paymentMethod = z.object({
  customerId: z.number().int(),
  customerProfileToken: z.string(),
  paymentProfileToken: z.string(),
  defaultPaymentProfile: z.boolean(),
  cardType: z.string(),
  cardNumber: z.string(),
  cardExpirationDate: z.string(),
  paymentTypeId,
  routingNumber: z.string(),
  accountNumber: z.string(),
  accountType: z.string(),
  autoPayMethod: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * Spec §7 body sent after the hosted form reports a save. The server treats every field as
 * a hint: it asks the gateway for the profile and stores what the gateway says.
 */
export const savePaymentProfileBody = z.object({
  id_customer: id,
  id_payment_customer_profile: z.string().max(64).nullable().optional(),
  payment_profile_token: z.string().max(64).nullable().optional(),
  card_type: z.string().max(40).nullable().optional(),
  card_number: z.string().max(40).nullable().optional(),
  card_expiration_date: z.string().max(20).nullable().optional(),
  id_payment_type: paymentTypeId.nullable().optional(),
  routing_number: z.string().max(40).nullable().optional(),
  account_number: z.string().max(40).nullable().optional(),
  account_type: z.string().max(40).nullable().optional(),
});
export type SavePaymentProfileBody = z.infer<typeof savePaymentProfileBody>;

export const paymentProfileTokenParams = z.object({
  paymentProfileToken: z.string().min(1).max(64),
});
export const deletePaymentProfileQuery = z.object({
  customerProfileToken: z.string().min(1).max(64),
});

/** 0 = both, 1 = credit card, 2 = bank account (spec §3 Allowed payment type). */
export const hostedProfilePageRequest = z.object({
  iFrameCommunicatorUrl: z.url({ protocol: /^https?$/ }),
  saveButtonText: z.string().min(1).max(40).default('Save'),
  paymentType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** Present when editing: the hosted form opens that stored method. */
  paymentProfileToken: z.string().min(1).max(64).optional(),
});
export type HostedProfilePageRequest = z.infer<typeof hostedProfilePageRequest>;

/** Spec §3 Hosted payment profile page: the form is POSTed to addUrl / editUrl with `token`. */
export const hostedProfilePage = z.object({
  token: z.string(),
  addUrl: z.string(),
  editUrl: z.string(),
  /** 1 = gateway A (Authorize.Net protocol), 2 = gateway B; the app picks its handling by it. */
  gateway: z.union([z.literal(1), z.literal(2)]),
});
export type HostedProfilePage = z.infer<typeof hostedProfilePage>;

/** Amount in dollars: positive, at most two decimals (the maximum is a server setting). */
export const moneyAmount = z
  .number()
  .positive('must be greater than 0')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most two decimals');

export const payBody = z.object({
  idEnrollment: id,
  customerProfileToken: z.string().min(1).max(64),
  paymentProfileToken: z.string().min(1).max(64),
  isDepositPayment: z.boolean().default(false),
  amount: moneyAmount,
  /**
   * The customer was told of a payment of the same amount on this enrollment in the last 24
   * hours and chose to pay again. Without it such a payment answers 409 possible_duplicate_payment.
   */
  confirmDuplicate: z.boolean().default(false),
});
export type PayBody = z.infer<typeof payBody>;

/** 409 to a payment like one made in the last 24 hours: which one, to ask "Pay again?". */
export const duplicatePaymentError = apiError.extend({
  earlierPayment: z.object({
    id_charge_transaction: z.number().int(),
    amount: z.number(),
    /** When it was made (ISO-8601 UTC). */
    date: z.string(),
  }),
});
export type DuplicatePaymentError = z.infer<typeof duplicatePaymentError>;

/** Header that makes a payment request safe to retry (Stripe semantics). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

export const payResponse = z.object({
  succeeded: z.literal(true),
  message: z.string(),
  id_charge_transaction: z.number().int(),
  transaction_id: z.string(),
  amount: z.number(),
});
export type PayResponse = z.infer<typeof payResponse>;

/**
 * Item codes of a refused payment (HTTP 422): the body's `errors[0].code` says why. A
 * decline is recorded as a charge transaction with status `declined`.
 */
export const paymentRefusalCodes = [
  'payment_declined',
  'insufficient_funds',
  'gateway_error',
  'payments_not_allowed',
  'amount_above_maximum',
  'deposit_not_pending',
  'deposit_amount_too_high',
  'payment_type_not_allowed',
  'idempotency_key_reused',
] as const;

/** Spec §3 Recurring billing. */
export const recurringBilling = z.object({
  cardNumber: z.string(),
  cardExpirationDate: z.string(),
  cardType: z.string(),
  paymentTypeId,
  routingNumber: z.string(),
  accountNumber: z.string(),
  accountType: z.string(),
  dateFrom: isoDate,
  paymentProfileToken: z.string(),
});
export type RecurringBilling = z.infer<typeof recurringBilling>;

export const recurringBillingBody = z.object({
  customer_profile_token: z.string().min(1).max(64),
  payment_profile_token: z.string().min(1).max(64),
  date_from: isoDate,
});
export type RecurringBillingBody = z.infer<typeof recurringBillingBody>;

/** Answer of a write with nothing else to say (delete a method, create/delete autopay). */
export const operationResult = z.object({ succeeded: z.boolean(), message: z.string() });
export type OperationResult = z.infer<typeof operationResult>;

/**
 * Gateway B marks its save actions: an action containing one of these is a successful save
 * of that payment type (spec §4 Gateway messages).
 */
export const GATEWAY_B_CARD_SAVE_MARKER = 'ccSave';
export const GATEWAY_B_BANK_SAVE_MARKER = 'achSave';

/**
 * A receipt for one approved portal payment (issue 14): what was paid, with which method
 * (masked), for which service address, when, and the gateway's transaction id as the
 * confirmation number.
 */
export const paymentReceipt = z.object({
  id_charge_transaction: z.number().int(),
  confirmationNumber: z.string(),
  amount: z.number(),
  isDepositPayment: z.boolean(),
  /** ISO-8601 UTC instant of the charge. */
  date: z.string(),
  /** Masked, as the payment-method list sends it (never a full number). */
  paymentMethod: z.object({
    paymentTypeId,
    cardType: z.string(),
    cardNumber: z.string(),
    accountNumber: z.string(),
    accountType: z.string(),
  }),
  enrollment: z.object({
    id_enrollment: z.number().int(),
    /** ESIID for power, the utility account for gas. */
    ldcAccount: z.string(),
    serviceAddress: z.string(),
  }),
});
export type PaymentReceipt = z.infer<typeof paymentReceipt>;

/** A receipt is addressed by its charge transaction (the pay reply's `id_charge_transaction`). */
export const receiptParams = z.object({ id: idParam });

export const receiptPdfQuery = z.object({
  /** The language the receipt is printed in; the customer's preferred language when absent. */
  languageId: z.enum(['en', 'es']).optional(),
});
