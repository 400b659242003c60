import { z } from 'zod';
import { addDays, daysBetween } from './calendar.ts';
import { languageId } from './customer.ts';
import { planDocumentKind } from './documents.ts';
import { calendarDate, id } from './primitives.ts';
import { cancellationFeeTypes } from './service-lifecycle.ts';

/**
 * Renewal in the portal (issue 15). Texas rules have the retailer send an expiry notice before
 * a fixed contract ends (PUCT §25.475: at least 14 days ahead, most retailers write 30–60 days
 * ahead): Home shows the countdown and the utility's renewal alert from this many days
 * before the contract's last day.
 */
export const RENEWAL_NOTICE_DAYS = 60;

/** Days left on a contract ending on `end` (0 on its last day), or null with no end date. */
export function contractDaysLeft(end: string | null, today: string): number | null {
  return end === null ? null : daysBetween(today, end);
}

/** Whether Home counts down to the end of the contract: within the notice window, not past it. */
export function inRenewalWindow(end: string | null, today: string): boolean {
  const left = contractDaysLeft(end, today);
  return left !== null && left >= 0 && left <= RENEWAL_NOTICE_DAYS;
}

/**
 * The first day of a renewed contract: the day after the current one ends, or tomorrow when
 * it has ended already (month-to-month service) — the switch order needs a day.
 */
export function renewalStart(currentEnd: string | null, today: string): string {
  const next = currentEnd === null ? today : addDays(currentEnd, 1);
  return next > today ? next : addDays(today, 1);
}

/** Why this service cannot be renewed in the portal now; the app words each one. */
export const renewalRefusals = [
  'not_renewable',
  'service_not_active',
  'already_scheduled_to_end',
  'renewal_pending',
] as const;
export const renewalRefusal = z.enum(renewalRefusals);
export type RenewalRefusal = z.infer<typeof renewalRefusal>;

/** One of a plan's documents with the version the customer is shown (a hash of its text). */
export const offerDocument = z.object({
  kind: planDocumentKind,
  description: z.string(),
  url: z.string(),
  version: z.string(),
});
export type OfferDocument = z.infer<typeof offerDocument>;

/** One of the customer's last billed cycles, rated at a plan's prices. */
export const ratedMonth = z.object({
  period_start: calendarDate,
  period_end: calendarDate,
  usage: z.number(),
  cost: z.number(),
});
export type RatedMonth = z.infer<typeof ratedMonth>;

/**
 * A plan priced on this customer's own usage: `annual_cost` is the sum of `months` (each rated
 * by the rating engine, rounded to the cent once); `cents_per_unit` is annual cost ÷ usage,
 * rounded once to 0.1 ¢. Both null when there are fewer than 12 billed cycles to rate.
 */
export const pricedPlan = z.object({
  id_plan: z.number().int(),
  plan_name: z.string(),
  /** Dollars per unit (0.129 = 12.9 ¢/kWh). */
  rate: z.number(),
  uom: z.string(),
  monthly_fee: z.number(),
  /** Months; 1 is month-to-month. */
  terms: z.number().int(),
  cancellation_fee: z.number(),
  cancellation_fee_type: z.enum(cancellationFeeTypes),
  annual_cost: z.number().nullable(),
  cents_per_unit: z.number().nullable(),
  usage_total: z.number(),
  months: z.array(ratedMonth),
});
export type PricedPlan = z.infer<typeof pricedPlan>;

export const renewalOffer = pricedPlan.extend({
  contract_start_date: calendarDate,
  contract_end_date: calendarDate,
  documents: z.array(offerDocument),
});
export type RenewalOffer = z.infer<typeof renewalOffer>;

/** A renewal the customer accepted, as the timeline and the renewal page show it. */
export const acceptedRenewal = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  start_date: calendarDate,
  end_date: calendarDate,
  accepted_on: calendarDate,
  rate: z.number(),
  annual_cost: z.number().nullable(),
});
export type AcceptedRenewal = z.infer<typeof acceptedRenewal>;

/** GET /v2/enrollments/{id}/renewal-offers */
export const renewalOffers = z.object({
  contract_end_date: calendarDate.nullable(),
  days_left: z.number().int().nullable(),
  notice_days: z.number().int(),
  eligible: z.boolean(),
  reason: renewalRefusal.nullable(),
  /** Billed cycles the estimates are rated on (12 when there are enough). */
  months_rated: z.number().int(),
  /** What staying put costs: the brand's month-to-month plan the contract rolls onto. */
  month_to_month: pricedPlan.nullable(),
  /** Cheapest estimate first (by rate when there is no estimate). */
  offers: z.array(renewalOffer),
  pending: acceptedRenewal.nullable(),
});
export type RenewalOffers = z.infer<typeof renewalOffers>;

/** POST /v2/enrollments/{id}/renewal: the offer and the document versions the customer accepted. */
export const renewalRequest = z.object({
  planId: id,
  /** Every document of the offer, at the version shown: 409 `renewal_terms_changed` otherwise. */
  documents: z
    .array(z.object({ kind: planDocumentKind, version: z.string().max(64) }))
    .min(1)
    .max(10),
  /** The explicit tick box: the customer accepts the documents listed. */
  accepted: z.literal(true),
  /** The language the documents were shown in (their versions differ per language). */
  language: languageId.default('en'),
});
export type RenewalRequest = z.input<typeof renewalRequest>;

export const renewalOffersQuery = z.object({ languageId: languageId.default('en') });
