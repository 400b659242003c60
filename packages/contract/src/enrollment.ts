import { z } from 'zod';
import { idParam, calendarDate } from './primitives.ts';
import type { CommodityCode } from './names.ts';
import { cancellationFeeTypes } from './service-lifecycle.ts';

const isoDate = calendarDate;

export const commodity = z.object({
  name: z.string(),
  billing_system_commodity_name: z.string(),
});

export const utility = z.object({
  id_utility: z.number().int(),
  formal_name: z.string(),
  logo: z.string(),
  divide_montly_fee_by: z.number().int(),
  phone_number: z.string(),
  website: z.string(),
  wizard_ldc_label: z.string(),
  /** The label in Spanish; blank when it reads the same (ESIID). */
  wizard_ldc_label_es: z.string(),
  renewal_alert: z.boolean(),
  renewal_alert_text: z.string(),
  /** The alert in Spanish; blank when the utility wrote none (the app then words it itself). */
  renewal_alert_text_es: z.string(),
  present_divided_monthly_fee: z.boolean(),
  uom: z.string(),
});

/** Plan (spec §3). `rate` is dollars per unit (0.129 = 12.9 ¢/kWh); fees are dollars. */
export const plan = z.object({
  id_plan: z.number().int(),
  name: z.string(),
  id_plan_type: z.number().int(),
  rate: z.number(),
  monthly_fee: z.number(),
  cancellation_fee: z.number(),
  /** 'flat': the fee once; 'per_remaining_month': the fee for each month left on the contract. */
  cancellation_fee_type: z.enum(cancellationFeeTypes),
  recurring_billing_required: z.boolean(),
  customerType: z.string(),
  terms: z.number().int(),
  commodities: z.array(commodity),
  utilities: z.array(utility),
});

export const address = z.object({
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  ldc_account: z.string(),
  correspondence_zip: z.string(),
});

/** One entry of an enrollment's status history, newest first. */
export const enrollmentStatus = z.object({
  id_status: z.number().int(),
  /** Stable code (`enrollmentStatusNames`): what the app shows, in the reader's language. */
  code: z.string(),
  name: z.string(),
  /** Wording for customers in their language; blank means show `name` (spec §3). */
  customer_text: z.string(),
  changed_at: z.string(),
});

export const enrollment = z.object({
  id_enrollment: z.number().int(),
  id_status: z.number().int(),
  contract_start_date: isoDate.nullable(),
  contract_end_date: isoDate.nullable(),
  isRenewable: z.boolean(),
  winbackProcess: z.boolean(),
  showRenewable: z.boolean(),
  showReEnroll: z.boolean(),
  showReinstatement: z.boolean(),
  pendingDepositAmount: z.number(),
  showPaymentDeposit: z.boolean(),
  canMakePayments: z.boolean(),
  showPayments: z.boolean(),
  showCancelButton: z.boolean(),
  isActive: z.boolean(),
  isTxMarket: z.boolean(),
  waive_etf: z.boolean(),
  /**
   * The early-termination fee if service ended today (market time), null when none is due:
   * no contract in force, the fee waived or a plan without one (`earlyTerminationFee`).
   */
  early_termination_fee: z.number().nullable(),
  /** 1 = paper bill by mail, 2 = e-mail (paperless). */
  id_method_delivery: z.number().int(),
  plans: z.array(plan),
  service_address: address,
  billing_address: address,
  enrollment_statuses: z.array(enrollmentStatus),
  /**
   * A renewal accepted in the portal and not yet started by the billing system (issue 15):
   * Home says so instead of counting down to the contract's end. Left out by older servers.
   */
  scheduled_renewal: z.object({ plan_name: z.string(), start_date: z.string() }).nullable().optional(),
});

/** Enrollments grouped by service address (spec §2 Enrollment selector). */
export const addressGroup = z.object({
  service_address: address,
  enrollments: z.array(enrollment),
});
export const enrollmentsByAddress = z.array(addressGroup);

export type Commodity = z.infer<typeof commodity>;
export type Utility = z.infer<typeof utility>;
export type Plan = z.infer<typeof plan>;
export type Address = z.infer<typeof address>;
export type EnrollmentStatus = z.infer<typeof enrollmentStatus>;
export type Enrollment = z.infer<typeof enrollment>;
export type AddressGroup = z.infer<typeof addressGroup>;

/** Spec §3: a commodity counts as electricity unless its name is Gas. */
export function isGas(c: Pick<Commodity, 'name'>): boolean {
  return c.name.trim().toLowerCase() === 'gas';
}

/** The commodity's code (`commodityNames`) by the spec's rule. */
export function commodityCode(c: Pick<Commodity, 'name'>): CommodityCode {
  return isGas(c) ? 'gas' : 'electricity';
}

/** Spec §3: the status text for customers if non-blank, otherwise the status name. */
export function displayedStatus(s: Pick<EnrollmentStatus, 'name' | 'customer_text'>): string {
  return s.customer_text.trim() !== '' ? s.customer_text : s.name;
}

export const enrollmentIdParams = z.object({
  id: idParam,
});
