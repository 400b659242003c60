import { z } from 'zod';
import { billHelp } from './payment-help.ts';
import { calendarDate } from './primitives.ts';

const isoDate = calendarDate;

/** Spec §3 Statement summary: the billing system's running balance of an enrollment. */
export const statementSummary = z.object({
  billingAccount: z.string(),
  stmtBalanceAmt: z.number(),
  overdueBalanceAmt: z.number(),
  lastPaymentAmt: z.number(),
  nextDueDate: isoDate.nullable(),
  lastPaymentDate: isoDate.nullable(),
  /** A payment plan's or average billing's effect on the bills (issue 15); absent without either. */
  help: billHelp.optional(),
});
export type StatementSummary = z.infer<typeof statementSummary>;

/**
 * What a charge line's quantity counts: usage in the utility's unit, billing cycles (fixed
 * charges) or dollars (a tax's taxable amount; its unit price is then the rate).
 */
export const chargeUnits = ['kWh', 'CCF', 'therm', 'cycle', 'usd'] as const;

/** What a utility meters in (its `uom`): electricity in kWh, gas in CCF or therms. */
export const usageUnits = ['kWh', 'CCF', 'therm'] as const;
export const usageUnit = z.enum(usageUnits);
export type UsageUnitCode = z.infer<typeof usageUnit>;
export const chargeUnit = z.enum(chargeUnits);
export type ChargeUnit = z.infer<typeof chargeUnit>;

/**
 * Spec §3 Charge (field names keep the back office's capitalisation), plus the rating
 * engine's stable `code` (energy, base_charge, tdsp_delivery, gross_receipts, …) to name it
 * in any language, and the `unit` of billed_Usage. total = billed_Usage × energy_Price,
 * rounded to the cent once.
 */
export const charge = z.object({
  charge_Date: isoDate,
  /** The billing system's own wording, for API users; screens show the code's name. */
  type_Desc: z.string(),
  code: z.string(),
  unit: chargeUnit,
  customer_Charge: z.number(),
  energy_Price: z.number(),
  tax: z.number(),
  total: z.number(),
  billed_Usage: z.number(),
});
export type Charge = z.infer<typeof charge>;

/** Spec §3 Statement; `custStatementTkn` fetches its PDF. */
export const statement = z.object({
  custStatementTkn: z.string(),
  custStatementNum: z.string(),
  mailingDate: isoDate,
  delinquentDate: isoDate,
  totalStmtAmt: z.number(),
  currentStmtBalance: z.number(),
  pastDueBalance: z.number(),
  daysPastDueNum: z.number().int(),
});
export type Statement = z.infer<typeof statement>;

/** Spec §3 Usage record: one billed period, usage in the utility's unit (kWh or CCF). */
export const usageRecord = z.object({
  usageNum: z.number(),
  usageChargeAmount: z.number(),
  beginReadDate: isoDate,
  endReadDate: isoDate,
  periodName: z.string(),
  annotation: z.string(),
  /** Stable code of the annotation (`usageAnnotationNames`); blank when there is none. */
  annotation_code: z.string(),
  usageNumEstimated: z.number(),
  usageNumDiscount: z.number(),
  usageNumNotDiscount: z.number(),
  usageNumDiscountEstimated: z.number(),
  usageNumNotDiscountEstimated: z.number(),
});
export type UsageRecord = z.infer<typeof usageRecord>;

export const statementPdfQuery = z.object({
  custStatementTkn: z.string().min(1).max(200),
});

/** How interval reads are grouped (POST /v2/billing/usage-smt-history). */
export const usagePeriods = ['15-minute', 'hourly', 'daily', 'monthly'] as const;
export const usagePeriod = z.enum(usagePeriods);
export type UsagePeriod = z.infer<typeof usagePeriod>;

/**
 * The window to overlay: the same number of days a year earlier, or the same number of days
 * just before the requested window. Null or absent: no comparison.
 */
export const comparePeriods = ['previous-year', 'previous-period'] as const;
export const comparePeriod = z.enum(comparePeriods);
export type ComparePeriod = z.infer<typeof comparePeriod>;

/** Longest window one request may ask for (issue: at most 13 months). */
export const USAGE_MAX_MONTHS = 13;

export const usageSmtRequest = z.object({
  startDate: isoDate,
  endDate: isoDate,
  period: usagePeriod,
  comparePeriod: comparePeriod.nullable().optional(),
});
export type UsageSmtRequest = z.infer<typeof usageSmtRequest>;

/**
 * How far apart consecutive buckets are (ISO 8601 durations): quarter hours and hours are
 * fixed spans of time; days and months are calendar steps on the premise's wall clock.
 */
export const usageSteps = ['PT15M', 'PT1H', 'P1D', 'P1M'] as const;
export const usageStep = z.enum(usageSteps);
export type UsageStep = z.infer<typeof usageStep>;

/**
 * One window of interval usage as a start, a step and the values, with no per-point labels
 * (a year of quarter hours is 35,040 points; labels were 62 % of the reply). Buckets follow
 * the premise's wall clock (`timeZone` of the reply): the window runs from local midnight of
 * `startDate` to the end of `endDate`, so the fall-back day has 100 quarter hours (25 hours)
 * and the spring-forward day 92. Bucket i starts at `start` + i × `step`: `start` is a UTC
 * instant (`YYYY-MM-DDTHH:mm:ssZ`) for PT15M and PT1H, a date `YYYY-MM-DD` for P1D and a
 * month `YYYY-MM` for P1M (the first month may begin after its 1st: it starts at startDate).
 * `wh` is whole watt-hours, null where the meter sent nothing (never 0: an outage is not zero
 * use); each bucket is the sum of its quarter hours and `totalWh` the sum of `wh`.
 */
export const usageSeries = z.object({
  startDate: isoDate,
  endDate: isoDate,
  start: z.string(),
  step: usageStep,
  wh: z.array(z.number().int().nullable()),
  /** Buckets where any read was estimated rather than metered, as runs [first index, count]. */
  estimated: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().positive()])),
  totalWh: z.number().int(),
});
export type UsageSeries = z.infer<typeof usageSeries>;

export const usageSmtHistory = z.object({
  period: usagePeriod,
  /**
   * The utility's unit. Interval reads are electric (kWh); a gas meter is read once a cycle,
   * so a gas enrollment answers its unit (CCF, therm) with no interval values.
   */
  unit: usageUnit,
  /** The premise's IANA time zone: the wall clock buckets are read on. */
  timeZone: z.string().min(1),
  current: usageSeries,
  compare: usageSeries.nullable(),
});
export type UsageSmtHistory = z.infer<typeof usageSmtHistory>;
