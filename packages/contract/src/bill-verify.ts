import { z } from 'zod';
import { chargeUnit, usageUnit } from './billing.ts';
import { calendarDate } from './primitives.ts';

/**
 * Verify my bill (issue 12 §2): every charge line of a statement recomputed by the rating
 * engine from the cycle's meter reads, the plan's price components and the tariff and taxes
 * in force, beside what was billed.
 */

/** One priced part of a charge: quantity × unit price = amount, for the days it covers. */
export const verifiedPart = z.object({
  from: calendarDate,
  to: calendarDate,
  quantity: z.number(),
  /** Full precision: $ per unit, $ per cycle, or the rate of a tax (its quantity is dollars). */
  unitPrice: z.number(),
  amount: z.number(),
});
export type VerifiedPart = z.infer<typeof verifiedPart>;

/**
 * Why a charge differs from its recomputation:
 * - `rate_changed_in_cycle`: a dated rate changed on `date`, inside the cycle, and the bill
 *   priced the whole cycle at one rate;
 * - `rate_differs`: the bill used `billed` per unit where the rate in force (from `date`) is
 *   `expected` (the plan's, the utility's or a tax's, by the charge's code);
 * - `quantity_differs`: the bill counted `billed` units where the reads give `expected`;
 * - `taxable_differs`: a tax on charges that differ (`billed` vs `expected` dollars);
 * - `not_on_bill`: the reads and plan give this charge (a bill credit earned), the bill has none;
 * - `not_from_reads`: the bill has a charge the reads and plan do not give.
 */
export const verifyReasonCodes = [
  'rate_changed_in_cycle',
  'rate_differs',
  'quantity_differs',
  'taxable_differs',
  'not_on_bill',
  'not_from_reads',
] as const;
export const verifyReason = z.object({
  code: z.enum(verifyReasonCodes),
  date: calendarDate.nullable(),
  billed: z.number().nullable(),
  expected: z.number().nullable(),
});
export type VerifyReason = z.infer<typeof verifyReason>;

/** One charge of the bill (a line code and, for energy, its block or time window). */
export const verifiedCharge = z.object({
  /** The rating engine's line code (energy, tdsp_delivery, gross_receipts, …). */
  code: z.string(),
  /** Tiered block ('block:0-1000') or time-of-use window ('tou:night') of an energy line. */
  band: z.string().nullable(),
  unit: chargeUnit,
  billed: z.array(verifiedPart),
  recomputed: z.array(verifiedPart),
  /** Billed minus recomputed, in dollars (0 when the charge matches). */
  difference: z.number(),
  matches: z.boolean(),
  reason: verifyReason.nullable(),
});
export type VerifiedCharge = z.infer<typeof verifiedCharge>;

/** A dated rate that changed inside the cycle: the bill prices the days on each side apart. */
export const rateChangeInCycle = z.object({
  /** The utility's per-unit delivery rate or its monthly customer charge. */
  what: z.enum(['delivery', 'customer_charge']),
  date: calendarDate,
  before: z.number(),
  after: z.number(),
});
export type RateChangeInCycle = z.infer<typeof rateChangeInCycle>;

export const billVerification = z.object({
  custStatementTkn: z.string(),
  custStatementNum: z.string(),
  periodStart: calendarDate,
  periodEnd: calendarDate,
  days: z.number().int(),
  planName: z.string(),
  /** The utility's usage unit. */
  unit: usageUnit,
  reads: z.object({
    /** `intervals`: the cycle's 15-minute reads; `total`: the meter's read total. */
    source: z.enum(['intervals', 'total']),
    /** Billable usage the reads give, in the usage unit. */
    quantity: z.number(),
    /** Days whose interval reads were estimated (the meter did not report). */
    estimatedDays: z.number().int(),
    /** The cycle's meter read itself was estimated. */
    estimatedRead: z.boolean(),
  }),
  /** The plan's bill credits: `amount` off when usage is within [minUsage, maxUsage]. */
  billCredits: z.array(
    z.object({ amount: z.number(), minUsage: z.number(), maxUsage: z.number().nullable() }),
  ),
  rateChanges: z.array(rateChangeInCycle),
  charges: z.array(verifiedCharge),
  billedTotal: z.number(),
  recomputedTotal: z.number(),
  /** True when every charge and the total match to the cent. */
  matches: z.boolean(),
  /** Index in `charges` of the difference the verdict names (null when everything matches). */
  mainDifference: z.number().int().nullable(),
});
export type BillVerification = z.infer<typeof billVerification>;
