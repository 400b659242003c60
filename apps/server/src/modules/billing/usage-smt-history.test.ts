import { apiError, usageSmtHistory, type UsageSmtHistory } from '@myaccount/contract';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intervalReads } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addDays, addMonths, todayIso } from './calendar.ts';
import { addEnrollmentWithoutHistory, enrollmentIdsOf, type EnrollmentIds } from './test-fixtures.ts';

let t: TestApp;
let demo: TestSession;
let demoIds: EnrollmentIds;
let soloId: number;
let clienteId: number;
const today = todayIso();
const yesterday = addDays(today, -1);
const yearAgo = addDays(today, -365);
beforeAll(async () => {
  t = await buildTestApp();
  const [d, solo, cliente] = await Promise.all([t.login('demo'), t.login('solo'), t.login('cliente')]);
  demo = d;
  demoIds = await enrollmentIdsOf(t, demo);
  soloId = (await enrollmentIdsOf(t, solo)).all[0]!;
  clienteId = (await enrollmentIdsOf(t, cliente)).all[0]!;
});
afterAll(() => t.close());

const post = (id: number | string, payload: object, session: TestSession | null = demo) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/billing/usage-smt-history/${id}`,
    headers: session?.headers ?? {},
    payload,
  });

async function history(id: number, payload: object): Promise<UsageSmtHistory> {
  const res = await post(id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return usageSmtHistory.parse(res.json());
}

/** The stored watt-hours of a window, added up here independently of the SQL under test. */
async function storedWh(id: number, from: string, to: string): Promise<number> {
  const rows = await t.db
    .select({ wh: intervalReads.wh })
    .from(intervalReads)
    .where(and(eq(intervalReads.enrollmentId, id), between(intervalReads.readDate, from, to)));
  return rows.flatMap((r) => r.wh).reduce((a, b) => a + b, 0);
}

const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

describe('POST /v2/billing/usage-smt-history/:id', () => {
  it('answers a full year at 15-minute grain: 35,040 points that add up to the stored reads', async () => {
    const id = demoIds.all[0]!;
    const h = await history(id, { startDate: yearAgo, endDate: yesterday, period: '15-minute' });
    expect(h.period).toBe('15-minute');
    expect(h.unit).toBe('kWh');
    expect(h.compare).toBeNull();
    expect(h.current.start).toHaveLength(35_040);
    expect(h.current.kwh).toHaveLength(35_040);
    expect(h.current.estimated).toHaveLength(35_040);
    expect(h.current.start[0]).toBe(`${yearAgo}T00:00`);
    expect(h.current.start[1]).toBe(`${yearAgo}T00:15`);
    expect(h.current.start.at(-1)).toBe(`${yesterday}T23:45`);
    expect(h.current.kwh.every((v) => v !== null && v >= 0)).toBe(true);
    const wh = await storedWh(id, yearAgo, yesterday);
    expect(h.current.totalKwh).toBe(wh / 1000);
    expect(sum(h.current.kwh)).toBeCloseTo(wh / 1000, 3);
  });

  it('adds quarter hours into hours, days and months in the database with the same totals', async () => {
    const id = demoIds.all[0]!;
    const from = addDays(today, -60);
    const window = { startDate: from, endDate: yesterday };
    const [quarter, hourly, daily, monthly] = await Promise.all([
      history(id, { ...window, period: '15-minute' }),
      history(id, { ...window, period: 'hourly' }),
      history(id, { ...window, period: 'daily' }),
      history(id, { ...window, period: 'monthly' }),
    ]);
    expect(hourly.current.start).toHaveLength(60 * 24);
    expect(hourly.current.start[1]).toBe(`${from}T01:00`);
    for (const h of [0, 7, 18, 1439]) {
      const parts = quarter.current.kwh.slice(h * 4, h * 4 + 4);
      expect(hourly.current.kwh[h]).toBeCloseTo(sum(parts), 6);
    }
    expect(daily.current.start).toHaveLength(60);
    expect(daily.current.start[0]).toBe(from);
    expect(daily.current.kwh[0]).toBeCloseTo(sum(quarter.current.kwh.slice(0, 96)), 6);
    expect(monthly.current.start[0]).toBe(from.slice(0, 7));
    expect(monthly.current.start.at(-1)).toBe(yesterday.slice(0, 7));
    const total = quarter.current.totalKwh;
    for (const h of [hourly, daily, monthly]) expect(h.current.totalKwh).toBe(total);
    expect(sum(monthly.current.kwh)).toBeCloseTo(total, 3);
  });

  it('overlays the same days a year earlier, and the same number of days just before', async () => {
    const id = demoIds.all[0]!;
    const window = { startDate: addDays(today, -30), endDate: yesterday, period: 'daily' };
    const year = await history(id, { ...window, comparePeriod: 'previous-year' });
    expect(year.compare).not.toBeNull();
    expect(year.compare!.startDate).toBe(addMonths(window.startDate, -12));
    expect(year.compare!.start).toHaveLength(year.current.start.length);
    expect(year.compare!.kwh.every((v) => v !== null)).toBe(true);
    expect(year.compare!.totalKwh).toBe(
      (await storedWh(id, year.compare!.startDate, year.compare!.endDate)) / 1000,
    );

    const before = await history(id, { ...window, comparePeriod: 'previous-period' });
    expect(before.compare!.endDate).toBe(addDays(window.startDate, -1));
    expect(before.compare!.start).toHaveLength(before.current.start.length);
  });

  it('shows days without reads as null, never as zero use', async () => {
    const id = demoIds.all[0]!;
    const h = await history(id, { startDate: yesterday, endDate: today, period: 'hourly' });
    expect(h.current.kwh.slice(0, 24).every((v) => v !== null)).toBe(true);
    expect(h.current.kwh.slice(24)).toEqual(new Array(24).fill(null));
  });

  it('answers an all-null series for a gas enrollment and for one with no reads at all', async () => {
    const emptyId = await addEnrollmentWithoutHistory(t, demoIds.all[0]!);
    for (const id of [demoIds.gas[0]!, emptyId]) {
      const h = await history(id, { startDate: addDays(today, -6), endDate: today, period: 'daily' });
      expect(h.current.kwh).toEqual(new Array(7).fill(null));
      expect(h.current.totalKwh).toBe(0);
    }
  });

  it('answers in the utility’s unit: kWh for electricity, CCF for demo’s gas, never kWh for gas', async () => {
    const window = { startDate: addDays(today, -6), endDate: today, comparePeriod: 'previous-year' };
    for (const period of ['15-minute', 'hourly', 'daily', 'monthly'] as const) {
      const gas = await history(demoIds.gas[0]!, { ...window, period });
      expect(gas.unit).toBe('CCF');
      expect([...gas.current.kwh, ...gas.compare!.kwh].every((v) => v === null)).toBe(true);
      const power = await history(demoIds.electric[0]!, { ...window, period });
      expect(power.unit).toBe('kWh');
      expect(power.current.totalKwh).toBeGreaterThan(0);
    }
  });

  it.each([
    ['endDate', { startDate: yesterday, endDate: addDays(today, 1) }],
    ['startDate', { startDate: today, endDate: yesterday }],
    [
      'endDate',
      { startDate: addDays(today, -400), endDate: addDays(addMonths(addDays(today, -400), 13), 0) },
    ],
    ['startDate', { startDate: '2026-02-30', endDate: yesterday }],
    ['startDate', { startDate: '23/11/2026', endDate: yesterday }],
    ['endDate', { startDate: yesterday }],
    ['period', { startDate: yesterday, endDate: today, period: 'weekly' }],
    ['comparePeriod', { startDate: yesterday, endDate: today, comparePeriod: 'last-decade' }],
  ])('refuses bad input with 400 naming %s', async (field, body) => {
    const res = await post(demoIds.all[0]!, { period: 'daily', ...body });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe(field);
  });

  it('accepts exactly 13 months', async () => {
    const startDate = addMonths(today, -13);
    const h = await history(demoIds.all[0]!, { startDate, endDate: addDays(today, -1), period: 'monthly' });
    expect(h.current.start).toHaveLength(14);
  });

  it("refuses solo's and cliente's enrollments exactly like an unknown id, with 404", async () => {
    const body = { startDate: yesterday, endDate: today, period: 'daily' };
    const [solo, cliente, unknown] = await Promise.all([
      post(soloId, body),
      post(clienteId, body),
      post(999_999, body),
    ]);
    for (const res of [solo, cliente, unknown]) expect(res.statusCode).toBe(404);
    expect(solo.body).toBe(unknown.body);
    expect(cliente.body).toBe(unknown.body);
  });

  it('asks for a token with 401', async () => {
    const res = await post(demoIds.all[0]!, { startDate: yesterday, endDate: today, period: 'daily' }, null);
    expect(res.statusCode).toBe(401);
  });
});
