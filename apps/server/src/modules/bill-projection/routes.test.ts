import {
  apiError,
  type BillProjection,
  billProjectionReply,
  enrollmentsByAddress,
  type ProjectedLine,
} from '@myaccount/contract';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intervalReads, statements } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import {
  addEnrollmentWithoutHistory,
  enrollmentIdsOf,
  type EnrollmentIds,
} from '../../test/billing-fixtures.ts';
import { lineAmount } from '../rating/index.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoIds: EnrollmentIds;
let soloId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  demoIds = await enrollmentIdsOf(t, demo);
  soloId = (await enrollmentIdsOf(t, solo)).all[0]!;
}, 180_000);
afterAll(() => t.close());

const ask = (session: TestSession | null, id: number) =>
  t.app.inject({ url: `/v2/billing/bill-projection/${id}`, headers: session?.headers ?? {} });

async function projectionOf(session: TestSession, id: number): Promise<BillProjection | null> {
  const res = await ask(session, id);
  expect(res.statusCode, res.body).toBe(200);
  return billProjectionReply.parse(res.json()).projection;
}

const cents = (x: number) => Math.round(x * 100);
/** Every line is its quantity × unit price rounded once, and the lines add up to `total`. */
function expectReconciles(lines: ProjectedLine[], total: number) {
  for (const l of lines) expect(l.amount, l.code).toBe(lineAmount(l.quantity, l.unitPrice));
  expect(lines.reduce((a, l) => a + cents(l.amount), 0)).toBe(cents(total));
}

async function lastPeriodEnd(id: number): Promise<string> {
  const rows = await t.db
    .select({ end: statements.periodEnd })
    .from(statements)
    .where(eq(statements.enrollmentId, id));
  return rows
    .map((r) => r.end)
    .sort()
    .at(-1)!;
}

describe('GET /v2/billing/bill-projection/:id', () => {
  it('rates demo’s reads since the last meter read and projects the cycle’s end', async () => {
    const id = demoIds.electric[0]!;
    const p = (await projectionOf(demo, id))!;
    const lastEnd = await lastPeriodEnd(id);
    expect(p.basis).toBe('interval_reads');
    expect(p.unit).toBe('kWh');
    expect(p.cycleStart > lastEnd).toBe(true);
    expect(p.daysRead).toBeGreaterThan(0);
    expect(p.lastReadDate! >= p.cycleStart && p.lastReadDate! <= p.cycleEnd).toBe(true);

    // Usage to date is the meter's own watt-hours since the last read, in whole kWh.
    const reads = await t.db
      .select({ wh: intervalReads.wh })
      .from(intervalReads)
      .where(and(eq(intervalReads.enrollmentId, id), gte(intervalReads.readDate, p.cycleStart)));
    const wh = reads.flatMap((r) => r.wh).reduce((a, b) => a + b, 0);
    expect(reads).toHaveLength(p.daysRead);
    expect(p.usageToDate).toBe(Math.round(wh / 1000));

    expectReconciles(p.billToDateLines, p.billToDate!);
    expectReconciles(p.projectedLines, p.projectedBill.mid);
    expect(p.projectedBill.low).toBeLessThanOrEqual(p.projectedBill.mid);
    expect(p.projectedBill.high).toBeGreaterThanOrEqual(p.projectedBill.mid);
    expect(p.projectedBill.high).toBeGreaterThan(p.projectedBill.low);
    expect(p.projectedUsage.low).toBeLessThan(p.projectedUsage.mid);
    expect(p.projectedUsage.mid).toBeLessThan(p.projectedUsage.high);
    expect(p.projectedUsage.low).toBeGreaterThanOrEqual(p.usageToDate!);
    // The likely bill is usage of a whole cycle: more than the bill so far.
    expect(p.projectedBill.mid).toBeGreaterThan(p.billToDate!);

    // One point per day of the cycle: read days first, then the projection.
    expect(p.daily).toHaveLength(p.daysInCycle);
    expect(p.daily.filter((d) => !d.projected)).toHaveLength(p.daysRead);
    expect(p.daily.at(-1)!.date).toBe(p.cycleEnd);
  });

  it('shows how far demo’s Green plan is from its $30 bill credit, agreeing with the likely bill', async () => {
    const p = (await projectionOf(demo, demoIds.electric[0]!))!;
    expect(p.billCredit).toMatchObject({ amount: 30, minUsage: 1000 });
    const credit = p.billCredit!;
    const creditLine = p.projectedLines.find((l) => l.code === 'bill_credit');
    expect(credit.likely).toBe(creditLine !== undefined);
    expect(credit.likely).toBe(p.projectedUsage.mid >= 1000);
    expect(credit.shortBy).toBe(Math.max(0, 1000 - p.projectedUsage.mid));
    if (creditLine) expect(creditLine.amount).toBe(-30);
    expect(credit.reached).toBe(p.usageToDate! >= 1000);
    // A plan without a bill credit has none to show (the rental's Saver 12).
    expect((await projectionOf(demo, demoIds.electric[1]!))!.billCredit).toBeNull();
  });

  it('projects a gas enrollment from the same cycle last year: nothing read yet, gas units', async () => {
    const p = (await projectionOf(demo, demoIds.gas[0]!))!;
    expect(p.basis).toBe('last_year');
    expect(['CCF', 'therm']).toContain(p.unit);
    expect(p).toMatchObject({
      billToDate: null,
      usageToDate: null,
      lastReadDate: null,
      daysRead: 0,
      daily: [],
    });
    expect(p.billToDateLines).toEqual([]);
    expect(p.projectedUsage.mid).toBeGreaterThan(0);
    expectReconciles(p.projectedLines, p.projectedBill.mid);
    expect(p.projectedLines.every((l) => l.unit !== 'kWh')).toBe(true);
    expect(p.projectedBill.low).toBeLessThan(p.projectedBill.high);
  });

  it('projects from last year’s reads alone when the meter has not reported since the last read', async () => {
    const id = demoIds.electric[1]!;
    const before = (await projectionOf(demo, id))!;
    await t.db
      .delete(intervalReads)
      .where(and(eq(intervalReads.enrollmentId, id), gte(intervalReads.readDate, before.cycleStart)));
    const p = (await projectionOf(demo, id))!;
    expect(p).toMatchObject({
      basis: 'interval_reads',
      cycleStart: before.cycleStart,
      lastReadDate: null,
      daysRead: 0,
      usageToDate: null,
      billToDate: null,
    });
    expect(p.daily.every((d) => d.projected)).toBe(true);
    expectReconciles(p.projectedLines, p.projectedBill.mid);
    expect(p.projectedBill.mid).toBeGreaterThan(0);
  });

  it('has nothing to project before the first bill', async () => {
    const fresh = await addEnrollmentWithoutHistory(t, demoIds.electric[0]!);
    expect(await projectionOf(demo, fresh)).toBeNull();
  });

  it('projects nothing for a service that has ended, and still projects one ending later', async () => {
    const former = await t.login('former');
    const res = await t.app.inject({
      url: `/v2/customers/${former.customerId}/enrollments`,
      headers: former.headers,
    });
    const all = enrollmentsByAddress.parse(res.json()).flatMap((g) => g.enrollments);
    const byStatus = (code: string) =>
      all.find((e) => e.enrollment_statuses[0]?.code === code)!.id_enrollment;
    expect(await projectionOf(former, byStatus('dropped'))).toBeNull();
    expect(await projectionOf(former, byStatus('pending_drop'))).not.toBeNull();
  });

  it('refuses another customer’s enrollment with the one 404, and asks for a session', async () => {
    const res = await ask(demo, soloId);
    expect(res.statusCode).toBe(404);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('enrollment_not_found');
    expect((await ask(null, soloId)).statusCode).toBe(401);
    expect(await projectionOf(solo, soloId)).not.toBeNull();
  });
});
