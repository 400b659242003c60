import { z } from 'zod';
import { calendarDate } from './primitives.ts';

/**
 * Why a bill changed (issue 12 §3): the drivers of the difference between a statement and an
 * earlier one, in this order on the waterfall. Their amounts sum to the change to the cent.
 */
export const billChangeDriverCodes = [
  'billing_days',
  'weather',
  'usage',
  'estimated_read',
  'plan_rate',
  'delivery_tariff',
  'taxes',
  'bill_credit',
  'fees',
] as const;
export const billChangeDriverCode = z.enum(billChangeDriverCodes);
export type BillChangeDriverCode = z.infer<typeof billChangeDriverCode>;

/** What a statement's period was like: the facts the driver sentences quote. */
export const billPeriodFacts = z.object({
  custStatementTkn: z.string(),
  periodStart: calendarDate,
  periodEnd: calendarDate,
  days: z.number().int(),
  /** Billed usage in the utility's unit. */
  usage: z.number(),
  estimated: z.boolean(),
  total: z.number(),
  /** Average daily mean temperature of the period in the address's weather zone, °F. */
  meanTempF: z.number().nullable(),
  coolingDegreeDays: z.number(),
  heatingDegreeDays: z.number(),
  /** The energy unit price, $ per unit (average when several energy lines). */
  energyRate: z.number().nullable(),
  /** Bill credit earned, in dollars (0: none). */
  billCredit: z.number(),
});
export type BillPeriodFacts = z.infer<typeof billPeriodFacts>;

export const billChangeDriver = z.object({
  code: billChangeDriverCode,
  amount: z.number(),
  /** For usage drivers, the units the driver added (negative: fewer units). */
  usage: z.number().nullable(),
});
export type BillChangeDriver = z.infer<typeof billChangeDriver>;

export const billComparisonBases = ['previous', 'last_year'] as const;
export const billComparison = z.object({
  basis: z.enum(billComparisonBases),
  before: billPeriodFacts,
  /** This statement's total minus the earlier one's. */
  change: z.number(),
  drivers: z.array(billChangeDriver),
});
export type BillComparison = z.infer<typeof billComparison>;

export const billChange = z.object({
  unit: z.string(),
  statement: billPeriodFacts,
  /** Against the previous statement and the same cycle last year, when they exist. */
  comparisons: z.array(billComparison),
});
export type BillChange = z.infer<typeof billChange>;
