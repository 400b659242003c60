import { z } from 'zod';

/** 1 = card/ACH gateway A (Authorize.Net protocol), 2 = gateway B. */
export const paymentGateway = z.union([z.literal(1), z.literal(2)]);
/** 0 = both, 1 = credit card, 2 = bank account. */
export const allowedPaymentTypes = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Configuration parameters (spec §3), answered as one object keyed by parameter name. */
export const configurationParameters = z.object({
  payment_gateway: paymentGateway,
  available_payment_types_deposits: allowedPaymentTypes,
  available_payment_types_one_time_payments: allowedPaymentTypes,
  available_payment_types_recurring_billing: allowedPaymentTypes,
  my_account_transfer_of_service: z.boolean(),
  my_account_reenroll_option: z.boolean(),
  my_account_reinstate_option: z.boolean(),
  my_account_show_etf_drop_validation: z.boolean(),
  my_account_days_to_request_drop: z.number().int().min(0),
  // Help when money is short (issue 15). Defaults apply where a database has no row yet; the
  // README's "Help when money is short" section says what each does.
  /** Most days a payment extension may move the current bill's due date. */
  payment_extension_max_days: z.number().int().min(1).max(60).default(10),
  /** One payment extension per this many months. */
  payment_extension_period_months: z.number().int().min(1).max(60).default(12),
  /** An overdue balance above this many dollars rules an extension out (a payment plan fits). */
  payment_extension_max_overdue: z.number().min(0).default(10),
  /** Fewest and most monthly instalments a deferred payment plan may have. */
  deferred_plan_min_installments: z.number().int().min(2).max(24).default(2),
  deferred_plan_max_installments: z.number().int().min(2).max(24).default(6),
  /** Bills average billing levels over (and needs before a customer may join). */
  average_billing_months: z.number().int().min(3).max(24).default(12),
  /** Consecutive on-time payments after which a paid deposit is refunded (deposit tracker). */
  deposit_refund_on_time_payments: z.number().int().min(1).max(36).default(12),
});
export type ConfigurationParameters = z.infer<typeof configurationParameters>;
