import { apiError } from '@myaccount/contract';
import { and, asc, between, eq, gte, inArray, lte, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPlans, intervalReads, plans, statements, utilities } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addDays, marketToday } from '../billing/index.ts';
import { enrollmentIdsOf } from '../../test/billing-fixtures.ts';
import { validateEspi } from '../../test/espi-schema/validate.ts';

let t: TestApp;
let demo: TestSession;
let electricId: number;
let gasId: number;
let clienteId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [d, cliente] = await Promise.all([t.login('demo'), t.login('cliente')]);
  demo = d;
  const ids = await enrollmentIdsOf(t, demo);
  electricId = ids.electric[0]!;
  gasId = ids.gas[0]!;
  clienteId = (await enrollmentIdsOf(t, cliente)).all[0]!;
  // A fresh database is seeded first: on a loaded machine that alone can pass a minute.
}, 180_000);
afterAll(() => t.close());

const get = (id: number, startDate: string, endDate: string, session: TestSession | null = demo) =>
  t.app.inject({
    url: `/v2/data-export/espi/${id}?startDate=${startDate}&endDate=${endDate}`,
    headers: session?.headers ?? {},
  });

const today = marketToday();
/** The latest year whose `mmdd` is at least a few days behind us. */
const pastYear = (mmdd: string) =>
  today.slice(5) > mmdd ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
const contents = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>(.*?)</${tag}>`, 'gs'))].map((m) => m[1]!);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Readings per IntervalBlock, in feed order. */
const blocksOf = (xml: string) =>
  contents(xml, 'IntervalBlock').map((b) => ({
    values: contents(b, 'value').map(Number),
    estimated: contents(b, 'quality').length,
  }));
/** The day of `month` (1-based) on which Central time changes offset. */
function transitionDay(year: number, month: number) {
  const offset = (day: number) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'shortOffset' })
      .formatToParts(new Date(Date.UTC(year, month - 1, day, 12)))
      .find((p) => p.type === 'timeZoneName')!.value;
  for (let day = 1; day <= 28; day++) {
    if (offset(day) !== offset(day - 1))
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  throw new Error('no transition');
}

describe('GET /v2/data-export/espi/:id (Green Button Download My Data)', () => {
  // January: standard time throughout, so clock days and stored days are the same days.
  const year = pastYear('01-25');
  const from = `${year}-01-10`;
  const to = `${year}-01-16`;

  it('is a valid ESPI 4.0 Atom feed whose 15-minute readings add up to the stored watt-hours', async () => {
    const res = await get(electricId, from, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(res.headers['content-disposition']).toContain(
      `Brightline_Electric_15_Minute_01-10-${year}_01-16-${year}.xml`,
    );
    const check = await validateEspi(res.body);
    expect(check.valid, check.errors).toBe(true);

    expect(contents(res.body, 'LocalTimeParameters')).toEqual([
      '<dstEndRule>B40E2000</dstEndRule><dstOffset>3600</dstOffset><dstStartRule>360E2000</dstStartRule><tzOffset>-21600</tzOffset>',
    ]);
    expect(contents(res.body, 'ReadingType')).toEqual([
      '<accumulationBehaviour>4</accumulationBehaviour><commodity>1</commodity><currency>840</currency>' +
        '<dataQualifier>12</dataQualifier><flowDirection>1</flowDirection><intervalLength>900</intervalLength>' +
        '<kind>12</kind><powerOfTenMultiplier>0</powerOfTenMultiplier><timeAttribute>0</timeAttribute><uom>72</uom>',
    ]);
    expect(contents(res.body, 'MeterReading')).toHaveLength(1);
    expect(res.body).toContain('<ServiceCategory><kind>0</kind></ServiceCategory>');

    const blocks = blocksOf(res.body);
    expect(blocks.map((b) => b.values.length)).toEqual([96, 96, 96, 96, 96, 96, 96]);
    const stored = await t.db
      .select({ wh: intervalReads.wh })
      .from(intervalReads)
      .where(and(eq(intervalReads.enrollmentId, electricId), between(intervalReads.readDate, from, to)));
    expect(sum(blocks.flatMap((b) => b.values))).toBe(sum(stored.flatMap((r) => r.wh)));
    // Each reading is 900 s and they follow each other without a gap: 10 Jan 00:00 CST = 06:00Z.
    const starts = contents(res.body, 'timePeriod').map((p) => Number(contents(p, 'start')[0]));
    expect(starts[0]).toBe(Date.UTC(year, 0, 10, 6) / 1000);
    expect(starts.every((s, i) => i === 0 || s - starts[i - 1]! === 900)).toBe(true);
  });

  it('gives the same atom:ids on a repeated download, and UTC updated stamps with Z', async () => {
    const [a, b] = [await get(electricId, from, to), await get(electricId, from, to)];
    const ids = (xml: string) => contents(xml, 'id');
    expect(ids(a.body).length).toBeGreaterThan(10);
    expect(ids(a.body)).toEqual(ids(b.body));
    expect(new Set(ids(a.body)).size).toBe(ids(a.body).length);
    expect(
      ids(a.body).every((id) =>
        /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id),
      ),
    ).toBe(true);
    expect(contents(a.body, 'updated').every((u) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(u))).toBe(true);
    expect(ids((await get(electricId, from, addDays(to, -1))).body)[0]).not.toBe(ids(a.body)[0]);
  });

  it('has 92 readings on the spring-forward day and 100 on the fall-back day', async () => {
    const spring = transitionDay(pastYear('03-20'), 3);
    const springFeed = await get(electricId, addDays(spring, -1), addDays(spring, 1));
    expect(blocksOf(springFeed.body).map((b) => b.values.length)).toEqual([96, 92, 96]);
    const fall = transitionDay(pastYear('11-10'), 11);
    const fallFeed = await get(electricId, addDays(fall, -1), addDays(fall, 1));
    expect(blocksOf(fallFeed.body).map((b) => b.values.length)).toEqual([96, 100, 96]);
    expect((await validateEspi(fallFeed.body)).valid).toBe(true);
    // The fall-back day's block lasts 25 hours.
    expect(contents(fallFeed.body, 'interval').map((i) => Number(contents(i, 'duration')[0]))).toEqual([
      86400, 90000, 86400,
    ]);
  });

  it('flags estimated reads with a ReadingQuality', async () => {
    const day = `${year}-01-12`;
    await t.db
      .update(intervalReads)
      .set({ estimated: 1 })
      .where(and(eq(intervalReads.enrollmentId, electricId), eq(intervalReads.readDate, day)));
    const blocks = blocksOf((await get(electricId, from, to)).body);
    expect(blocks.map((b) => b.estimated)).toEqual([0, 0, 96, 0, 0, 0, 0]);
    await t.db
      .update(intervalReads)
      .set({ estimated: 0 })
      .where(and(eq(intervalReads.enrollmentId, electricId), eq(intervalReads.readDate, day)));
  });

  it('summarises every bill cycle the window touches with its bill amount and usage', async () => {
    const start = addDays(today, -200);
    const end = addDays(today, -1);
    const res = await get(electricId, start, end);
    const bills = await t.db
      .select()
      .from(statements)
      .where(
        and(
          eq(statements.enrollmentId, electricId),
          lte(statements.periodStart, end),
          gte(statements.periodEnd, start),
        ),
      )
      .orderBy(asc(statements.periodStart));
    const summaries = contents(res.body, 'ElectricPowerUsageSummary');
    expect(bills.length).toBeGreaterThan(4);
    expect(summaries.map((s) => Number(contents(s, 'billLastPeriod')[0]))).toEqual(
      bills.map((b) => Math.round(b.totalStmtAmt * 100) * 1000),
    );
    expect(summaries.map((s) => Number(contents(s, 'value')[0]))).toEqual(
      bills.map((b) => Math.round(b.usage * 1000)),
    );
    const check = await validateEspi(res.body);
    expect(check.valid, check.errors).toBe(true);
  });

  it('exports gas as billing-cycle reads in CCF (tenths of a cubic foot), kind 1', async () => {
    const res = await get(gasId, addDays(today, -180), addDays(today, -1));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Brightline_Gas_Billing_Cycle_');
    expect(res.body).toContain('<ServiceCategory><kind>1</kind></ServiceCategory>');
    const [readingType] = contents(res.body, 'ReadingType');
    expect(readingType).toContain('<commodity>7</commodity>');
    expect(readingType).toContain('<uom>119</uom>');
    expect(readingType).toContain('<powerOfTenMultiplier>-1</powerOfTenMultiplier>');
    expect(readingType).not.toContain('intervalLength');
    expect(blocksOf(res.body).length).toBeGreaterThan(3);
    const check = await validateEspi(res.body);
    expect(check.valid, check.errors).toBe(true);
  });

  it('exports gas for a utility that bills in therms: uom 169, thousandths of a therm, schema-valid', async () => {
    const gasPlans = t.db
      .select({ id: plans.utilityId })
      .from(enrollmentPlans)
      .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
      .where(eq(enrollmentPlans.enrollmentId, gasId));
    const before = await t.db.select().from(utilities).where(inArray(utilities.idUtility, gasPlans));
    const ccf = await get(gasId, addDays(today, -180), addDays(today, -1));
    await t.db.update(utilities).set({ uom: 'Therms' }).where(inArray(utilities.idUtility, gasPlans));
    try {
      const res = await get(gasId, addDays(today, -180), addDays(today, -1));
      expect(res.statusCode).toBe(200);
      const [readingType] = contents(res.body, 'ReadingType');
      expect(readingType).toContain('<commodity>7</commodity>');
      expect(readingType).toContain('<kind>12</kind>');
      expect(readingType).toContain('<uom>169</uom>');
      expect(readingType).toContain('<powerOfTenMultiplier>-3</powerOfTenMultiplier>');
      expect(readingType).not.toContain('intervalLength');
      // The same stored quantities in the billed unit, now labelled therms: the same integers.
      expect(blocksOf(res.body)).toEqual(blocksOf(ccf.body));
      expect(blocksOf(res.body).length).toBeGreaterThan(3);
      const summaries = contents(res.body, 'overallConsumptionLastPeriod');
      expect(summaries.length).toBeGreaterThan(0);
      for (const summary of summaries) expect(summary).toContain('<uom>169</uom>');
      const check = await validateEspi(res.body);
      expect(check.valid, check.errors).toBe(true);
    } finally {
      for (const row of before)
        await t.db.update(utilities).set({ uom: row.uom }).where(eq(utilities.idUtility, row.idUtility));
    }
  });

  it('refuses another customer’s enrollment and a caller without a session', async () => {
    expect((await get(clienteId, from, to)).statusCode).toBe(404);
    expect((await get(electricId, from, to, null)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for windows the usage rules refuse', async () => {
    const tooLong = await get(electricId, addDays(today, -500), addDays(today, -1));
    expect(tooLong.statusCode).toBe(400);
    expect(apiError.parse(tooLong.json()).errors[0]!.field).toBe('endDate');
    const future = await get(electricId, today, addDays(today, 3));
    expect(apiError.parse(future.json()).errors[0]!.field).toBe('endDate');
    expect((await get(electricId, to, from)).statusCode).toBe(400);
    expect((await get(electricId, '2026-02-30', '2026-03-01')).statusCode).toBe(400);
  });
});

describe('GET /v2/data-export/coverage/:id', () => {
  it('gives the first and last day of 15-minute reads, and of billed reads for gas', async () => {
    const res = await t.app.inject({ url: `/v2/data-export/coverage/${electricId}`, headers: demo.headers });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select({ first: min(intervalReads.readDate), last: max(intervalReads.readDate) })
      .from(intervalReads)
      .where(eq(intervalReads.enrollmentId, electricId));
    expect(res.json()).toEqual({ firstDate: row!.first, lastDate: row!.last });
    const gas = await t.app.inject({ url: `/v2/data-export/coverage/${gasId}`, headers: demo.headers });
    expect(gas.json().firstDate).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('refuses another customer’s enrollment', async () => {
    const res = await t.app.inject({ url: `/v2/data-export/coverage/${clienteId}`, headers: demo.headers });
    expect(res.statusCode).toBe(404);
  });
});
