import { z } from 'zod';
import { nextBill } from './payment-help.ts';
import { calendarDate } from './primitives.ts';

/** Low, likely and high ends of a projection. */
export const projectionRange = z.object({ low: z.number(), mid: z.number(), high: z.number() });
export type ProjectionRange = z.infer<typeof projectionRange>;

/** A charge line as the rating engine priced it: amount = quantity × unitPrice, rounded once. */
export const projectedLine = z.object({
  code: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type ProjectedLine = z.infer<typeof projectedLine>;

/**
 * What the projection stands on: the interval reads since the last meter read, or — when the
 * meter reports only at the cycle's read (gas) or has not reported yet — the same cycle last
 * year and the weather so far.
 */
export const projectionBases = ['interval_reads', 'last_year'] as const;
export const projectionBasis = z.enum(projectionBases);

/**
 * The open billing cycle (issue 12 §4): the bill so far from the interval reads since the last
 * meter read, and the bill projected at the cycle's end, with a range. Every amount comes from
 * the rating engine's lines (billToDateLines, projectedLines sum to billToDate and
 * projectedBill.mid to the cent).
 */
export const billProjection = z.object({
  unit: z.string(),
  basis: projectionBasis,
  cycleStart: calendarDate,
  cycleEnd: calendarDate,
  /** The last day with reads (null: none since the last meter read). */
  lastReadDate: calendarDate.nullable(),
  daysRead: z.number().int(),
  daysInCycle: z.number().int(),
  /** Usage and bill of the days read so far (null with no reads since the last meter read). */
  usageToDate: z.number().nullable(),
  billToDate: z.number().nullable(),
  billToDateLines: z.array(projectedLine),
  projectedUsage: projectionRange,
  projectedBill: projectionRange,
  /** The lines of the likely bill (projectedBill.mid). */
  projectedLines: z.array(projectedLine),
  /** The plan's bill credit that this cycle could earn, and how close the customer is. */
  billCredit: z
    .object({
      amount: z.number(),
      minUsage: z.number(),
      /** Units still needed at the likely projection (0 when it reaches the threshold). */
      shortBy: z.number(),
      /** The likely projection earns it. */
      likely: z.boolean(),
      /** The usage read so far already reaches it. */
      reached: z.boolean(),
    })
    .nullable(),
  /** Usage per day: read days, then the likely projection for the rest of the cycle. */
  daily: z.array(z.object({ date: calendarDate, usage: z.number(), projected: z.boolean() })),
  /**
   * With a payment plan or average billing (issue 15): the likely bill as it will be issued —
   * the charges, the average-billing adjustment to the levelized amount, the instalment.
   */
  nextBill: nextBill.nullable().optional(),
});
export type BillProjection = z.infer<typeof billProjection>;

/**
 * GET /v2/billing/bill-projection/:id. `projection` is null when the enrollment has no bill
 * yet to start a cycle from, or nothing to project from (no reads and no history).
 */
export const billProjectionReply = z.object({
  projection: billProjection.nullable(),
});
export type BillProjectionReply = z.infer<typeof billProjectionReply>;

/** Budgets are whole cents between $1 and $10,000 a month; null removes the budget. */
export const budgetUpdate = z.object({
  monthlyAmount: z
    .number()
    .min(1)
    .max(10_000)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use whole cents.')
    .nullable(),
});
export type BudgetUpdate = z.infer<typeof budgetUpdate>;

/** An enrollment's monthly budget (issue 12 §5); null: none set, no budget alerts. */
export const budgetSetting = z.object({ monthlyAmount: z.number().nullable() });
export type BudgetSetting = z.infer<typeof budgetSetting>;
