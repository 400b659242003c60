import type { Db } from '../client.ts';
import {
  charges,
  intervalReads,
  paymentHistory,
  statements,
  statementSummaries,
  usageRecords,
} from '../schema/index.ts';
import { buildBilling, type EnrollmentBilling, type Period } from './billing-history.ts';
import { addDays, addMonths, type IsoDate, monthStart } from './dates.ts';
import { insertMany } from './insert.ts';
import type { EnrollmentContext } from './load-customers.ts';
import { demoTariff, demoTaxes } from './rating-data.ts';
import { electricDays, gasUsage } from './usage-model.ts';
import { zoneOfCounty } from '../../modules/weather/index.ts';

/** How far back the demo goes: 24 billed cycles, 13 months of quarter-hour reads. */
export const STATEMENT_MONTHS = 24;
export const INTERVAL_MONTHS = 13;
/** The latest meter read was this many days ago, so its bill went out a week ago. */
export const LAST_READ_DAYS_AGO = 8;

/**
 * Monthly billing cycles ending on the same day of each month, the latest one 8 days ago.
 * Anchoring to the seed day (not to calendar months) means the latest bill is always a week
 * old and due in two weeks, so the demo always shows an open balance and a future due date.
 * A first bill covers at least 20 days of service (a shorter first cycle rolls into the next).
 */
export function billingCycles(serviceStart: IsoDate, today: IsoDate, count = STATEMENT_MONTHS) {
  const anchor = addDays(today, -LAST_READ_DAYS_AGO);
  const windowStart = addDays(addMonths(anchor, -count), 1);
  const periods: { start: IsoDate; end: IsoDate }[] = [];
  let start = [windowStart, serviceStart].sort()[1]!;
  for (let k = count - 1; k >= 0; k--) {
    const end = addMonths(anchor, -k);
    if (end < addDays(serviceStart, 20)) continue;
    periods.push({ start, end });
    start = addDays(end, 1);
  }
  return periods;
}

/** Roughly two estimated reads in 24 months, at stable positions per enrollment. */
const isEstimated = (seed: number, i: number) => (seed + i * 7) % 11 === 0;

function billingFor(ctx: EnrollmentContext, today: IsoDate) {
  const months = billingCycles(ctx.serviceStart, today);
  const historyStart = months[0]?.start ?? ctx.serviceStart;
  const scale = ctx.spec.usageScale;
  const zone = zoneOfCounty(ctx.customer.addresses.find((a) => a.key === ctx.spec.address)!.county);
  let periods: Period[];
  let reads: { enrollmentId: number; readDate: IsoDate; wh: number[]; estimated: number }[] = [];
  if (ctx.utility.commodity === 'gas') {
    periods = months.map((m, i) => ({
      ...m,
      usage: gasUsage(ctx.seed + i, m.start, addDays(m.end, 1), scale, zone),
      estimated: isEstimated(ctx.seed, i),
    }));
  } else {
    const days = electricDays(ctx.seed, historyStart, today, scale, zone);
    const readsFrom = monthStart(today, -INTERVAL_MONTHS);
    periods = months.map((m, i) => {
      const within = days.filter((d) => d.date >= m.start && d.date <= m.end);
      const wh = within.reduce((a, d) => a + d.wh.reduce((x, y) => x + y, 0), 0);
      // Cycles whose days are all stored are rated from those reads, as verifying them will.
      const stored = within.filter((d) => d.date >= readsFrom);
      return { ...m, usage: Math.round(wh / 1000), estimated: isEstimated(ctx.seed, i), days: stored };
    });
    reads = days
      .filter((d) => d.date >= readsFrom)
      .map((d) => ({ enrollmentId: ctx.enrollmentId, readDate: d.date, wh: d.wh, estimated: d.estimated }));
  }
  const billing = buildBilling({
    periods,
    planAt: (date) => (ctx.timeline.filter((t) => t.start <= date).at(-1) ?? ctx.timeline[0]!).plan,
    utility: ctx.utility,
    tariff: demoTariff(ctx.utility, today),
    taxes: demoTaxes[ctx.utility.commodity],
    billingAccount: ctx.spec.billingAccount,
    statementSuffix: String(ctx.seed % 10),
    payWith: ctx.spec.payWith,
    autopayFrom: ctx.autopayFrom,
    returnedPaymentAgo: ctx.spec.returnedPaymentAgo,
    unpaidBills: ctx.spec.unpaidBills,
    today,
    seed: ctx.seed,
    withCharges: true,
  });
  return { billing, reads };
}

/** Inserts the whole billing history of the given enrollments, chunked. */
export async function loadBilling(db: Db, contexts: EnrollmentContext[], today: IsoDate): Promise<void> {
  const built = contexts.map((ctx) => ({ ctx, ...billingFor(ctx, today) }));
  await insertHistory(
    db,
    built.map((b) => ({ enrollmentId: b.ctx.enrollmentId, billing: b.billing })),
  );
  await insertMany(
    db,
    intervalReads,
    built.flatMap((b) => b.reads),
    500,
  );
}

/**
 * Statements first (their ids key the charges), then the rows that hang off them. `insert`
 * lets the synthetic set use its faster JSON path; it has no charges, so needs no ids.
 */
export async function insertHistory(
  db: Db,
  items: { enrollmentId: number; billing: EnrollmentBilling }[],
  insert: typeof insertMany = insertMany,
) {
  const stmtRows = items.flatMap(({ enrollmentId, billing }) =>
    billing.bundles.map((b) => ({ ...b.statement, enrollmentId })),
  );
  const chargeLists = items.flatMap(({ enrollmentId, billing }) =>
    billing.bundles.map((b) => b.charges.map((c) => ({ ...c, enrollmentId }))),
  );
  if (chargeLists.some((list) => list.length)) {
    const ids: number[] = [];
    for (let i = 0; i < stmtRows.length; i += 1000) {
      const rows = await db
        .insert(statements)
        .values(stmtRows.slice(i, i + 1000))
        .returning({ id: statements.id });
      ids.push(...rows.map((r) => r.id));
    }
    const chargeRows = chargeLists.flatMap((list, n) => list.map((c) => ({ ...c, statementId: ids[n]! })));
    await insert(db, charges, chargeRows);
  } else {
    await insert(db, statements, stmtRows);
  }
  await insert(
    db,
    usageRecords,
    items.flatMap(({ enrollmentId, billing }) => billing.bundles.map((b) => ({ ...b.usage, enrollmentId }))),
  );
  await insert(
    db,
    paymentHistory,
    items.flatMap(({ enrollmentId, billing }) => billing.payments.map((p) => ({ ...p, enrollmentId }))),
  );
  await insert(
    db,
    statementSummaries,
    items.flatMap(({ enrollmentId, billing }) =>
      billing.summary ? [{ ...billing.summary, enrollmentId }] : [],
    ),
  );
}
