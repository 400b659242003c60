import { z } from 'zod';
import { addDays } from './calendar.ts';
import { acceptedRenewal, pricedPlan, renewalOffer } from './renewals.ts';
import { calendarDate } from './primitives.ts';

/**
 * Re-enrolment and reinstatement in the portal (issue 15; spec flags `showReEnroll` /
 * `my_account_reenroll_option` and `showReinstatement` / `my_account_reinstate_option`).
 */

/** Status codes of a service that has ended: dropped, or moved out of by a transfer. */
export const ENDED_STATUS_CODES = ['dropped', 'move_out'] as const;
/** Status codes of a service running or about to run at a premise (one per premise). */
export const LIVE_STATUS_CODES = ['active', 'pending', 'pending_drop'] as const;

export function hasEnded(statusCode: string | undefined): boolean {
  return (ENDED_STATUS_CODES as readonly string[]).includes(statusCode ?? '');
}

/**
 * The first day a new or re-opened service can start: tomorrow in market time. A move-in
 * order to the utility needs a market day, as a renewal's switch does (`renewalStart`).
 */
export function earliestServiceStart(today: string): string {
  return addDays(today, 1);
}

/**
 * A service that ended can be reinstated on the same plan and terms for this many days after
 * its last day of service (a utility re-connects at the same premise without a new switch
 * within a billing cycle; after that the customer enrols again). Documented in the README.
 */
export const REINSTATE_WINDOW_DAYS = 30;

/** The last day a service whose last day was `lastDay` can be reinstated. */
export function reinstateUntil(lastDay: string): string {
  return addDays(lastDay, REINSTATE_WINDOW_DAYS);
}

/** Why this service cannot be enrolled again in the portal; the app words each one. */
export const reenrollRefusals = ['reenroll_not_offered', 'service_not_ended', 'premise_has_service'] as const;
export const reenrollRefusal = z.enum(reenrollRefusals);
export type ReenrollRefusal = z.infer<typeof reenrollRefusal>;

/** An offer to enrol again; `winback` marks the brand's offer to a customer who left. */
export const reenrollOffer = renewalOffer.extend({ winback: z.boolean() });
export type ReenrollOffer = z.infer<typeof reenrollOffer>;

/** GET /v2/enrollments/{id}/reenroll-offers */
export const reenrollOffers = z.object({
  eligible: z.boolean(),
  reason: reenrollRefusal.nullable(),
  /** The premise service starts at again: the ended enrollment's service address. */
  service_address: z.string(),
  /** The last day of the ended service, when known. */
  ended_on: calendarDate.nullable(),
  /** When the new service starts: the earliest day per the market calendar. */
  start_date: calendarDate,
  months_rated: z.number().int(),
  /** The month-to-month plan, priced the same way, for comparison. */
  month_to_month: pricedPlan.nullable(),
  /** Cheapest estimate first; a winback offer (where the enrollment has it) is flagged. */
  offers: z.array(reenrollOffer),
});
export type ReenrollOffers = z.infer<typeof reenrollOffers>;

/** POST /v2/enrollments/{id}/reenroll: the new pending enrollment at the same premise. */
export const reenrollment = acceptedRenewal.extend({
  id_enrollment: z.number().int(),
  winback: z.boolean(),
});
export type Reenrollment = z.infer<typeof reenrollment>;

/** Why this service cannot be reinstated now; the app words each one. */
export const reinstateRefusals = [
  'reinstate_not_offered',
  'not_reinstatable',
  'reinstate_window_passed',
  'premise_has_service',
] as const;
export const reinstateRefusal = z.enum(reinstateRefusals);
export type ReinstateRefusal = z.infer<typeof reinstateRefusal>;

/**
 * GET /v2/enrollments/{id}/reinstatement: what reinstating would do. `cancel_drop`: a drop is
 * scheduled and is cancelled, service goes on; `reopen`: service ended within the window
 * and starts again on `start_date`, on the same plan and contract end date.
 */
export const reinstatementQuote = z.object({
  eligible: z.boolean(),
  reason: reinstateRefusal.nullable(),
  mode: z.enum(['cancel_drop', 'reopen']).nullable(),
  /** The (scheduled or past) last day of service. */
  ends_on: calendarDate.nullable(),
  /** The last day it can be reinstated. */
  until: calendarDate.nullable(),
  /** When service runs again: the day after the drop date (cancel), the earliest start (reopen). */
  start_date: calendarDate.nullable(),
  plan_name: z.string(),
  rate: z.number(),
  uom: z.string(),
  monthly_fee: z.number(),
  contract_end_date: calendarDate.nullable(),
});
export type ReinstatementQuote = z.infer<typeof reinstatementQuote>;
