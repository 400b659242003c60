import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import {
  charges,
  customers,
  enrollments,
  paymentHistory,
  statements,
  statementSummaries,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { seedSynthetic } from '../../db/seed/synthetic.ts';
import { lineAmount, rateCycle, sumCents, totalOf } from '../rating/index.ts';
import { openBalances } from './apply-payments.ts';
import { bandKey } from './charge-names.ts';
import { loadRatingInputs } from './rating-inputs.ts';
import { SETTLING_DIRECTIONS } from './settle-statements.ts';

/**
 * Issue 12 quality bar: every seeded statement of every demo and synthetic customer is
 * re-rated from what the database holds (meter reads, plan components, tariff, taxes) and
 * must equal what was billed, to the cent; balances must follow the payments.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await seedDemo(database.db);
  await seedSynthetic(database.db, { customers: 20, batchSize: 20 });
}, 300_000);
afterAll(() => database.close());

describe('every seeded statement', () => {
  it('equals the rating engine re-rating it; lines are quantity × unit price; totals add up', async () => {
    const db = database.db;
    const all = await db.select().from(statements).orderBy(asc(statements.id));
    const stored = await db.select().from(charges).orderBy(asc(charges.id));
    const linesOf = new Map<number | null, typeof stored>();
    for (const c of stored) linesOf.set(c.statementId, [...(linesOf.get(c.statementId) ?? []), c]);
    let itemised = 0;
    for (const s of all) {
      const inputs = await loadRatingInputs(db, s);
      expect(inputs, `statement ${s.id}`).not.toBeNull();
      const lines = rateCycle({ ...inputs!, cycle: { start: s.periodStart, end: s.periodEnd } });
      expect(totalOf(lines), `statement ${s.id} total`).toBe(s.totalStmtAmt);
      const rows = linesOf.get(s.id) ?? [];
      if (!rows.length) continue; // the synthetic set stores totals only
      itemised++;
      expect(
        rows.map((r) => [r.code, r.billedUsage, r.energyPrice, r.total, r.spanFrom, r.spanTo, r.band]),
        `statement ${s.id} lines`,
      ).toEqual(lines.map((l) => [l.code, l.quantity, l.unitPrice, l.amount, l.from, l.to, bandKey(l.band)]));
      for (const r of rows) expect(r.total).toBe(lineAmount(r.billedUsage, r.energyPrice));
      expect(sumCents(rows.map((r) => r.total))).toBe(s.totalStmtAmt);
    }
    expect(all.length).toBeGreaterThan(400);
    expect(itemised).toBeGreaterThan(100);
  }, 300_000);

  it('settles payments oldest first: paid statements show 0, the summary owes the open ones', async () => {
    const db = database.db;
    const summaries = await db.select().from(statementSummaries);
    expect(summaries.length).toBeGreaterThan(20);
    // `behind` (issue 15) is seeded with last month's bill unpaid on purpose.
    const unpaidOnPurpose = new Set(
      (
        await db
          .select({ id: enrollments.idEnrollment })
          .from(enrollments)
          .innerJoin(customers, eq(customers.id, enrollments.customerId))
          .where(eq(customers.userName, 'behind'))
      ).map((e) => e.id),
    );
    expect(unpaidOnPurpose.size).toBeGreaterThan(0);
    for (const summary of summaries) {
      const own = await db
        .select()
        .from(statements)
        .where(eq(statements.enrollmentId, summary.enrollmentId))
        .orderBy(asc(statements.mailingDate));
      const settling = await db
        .select({ amount: paymentHistory.paidAmount })
        .from(paymentHistory)
        .where(
          and(
            eq(paymentHistory.enrollmentId, summary.enrollmentId),
            inArray(paymentHistory.directionDesc, SETTLING_DIRECTIONS),
          ),
        );
      const open = openBalances(
        own.map((s) => s.totalStmtAmt),
        sumCents(settling.map((p) => p.amount)),
      );
      expect(own.map((s) => s.currentStmtBalance)).toEqual(open);
      expect(summary.stmtBalanceAmt).toBe(sumCents(open));
      // Oldest first: once a statement is open, every later one is open too.
      const firstOpen = own.findIndex((s) => s.currentStmtBalance !== 0);
      if (firstOpen >= 0) expect(own.slice(firstOpen).every((s) => s.currentStmtBalance !== 0)).toBe(true);
      // Every statement but the latest has been paid in the seeded history; `behind` owes two.
      const paidUpTo = own.length - (unpaidOnPurpose.has(summary.enrollmentId) ? 2 : 1);
      expect(own.slice(0, paidUpTo).every((s) => s.currentStmtBalance === 0)).toBe(true);
    }
  }, 120_000);
});
