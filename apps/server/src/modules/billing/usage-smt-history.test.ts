import {
  apiError,
  bucketLabeller,
  clockMidnightMs,
  storedDayStartMs,
  usageSmtHistory,
  type UsageSmtHistory,
} from '@myaccount/contract';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intervalReads } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addDays, addMonths, marketToday } from './calendar.ts';
import {
  addEnrollmentWithoutHistory,
  enrollmentIdsOf,
  type EnrollmentIds,
} from '../../test/billing-fixtures.ts';

let t: TestApp;
let demo: TestSession;
let demoIds: EnrollmentIds;
let soloId: number;
let clienteId: number;
const today = marketToday();
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

const SLOT_MS = 900_000;
const CHICAGO = 'America/Chicago';

/**
 * The stored watt-hours of the wall-clock days from..to, added up here independently of the
 * code under test: every stored slot whose instant falls inside the window.
 */
async function storedWh(id: number, from: string, to: string): Promise<number> {
  const rows = await t.db
    .select({ readDate: intervalReads.readDate, wh: intervalReads.wh })
    .from(intervalReads)
    .where(and(eq(intervalReads.enrollmentId, id), between(intervalReads.readDate, addDays(from, -1), to)));
  const [fromMs, toMs] = [clockMidnightMs(from, CHICAGO), clockMidnightMs(addDays(to, 1), CHICAGO)];
  let total = 0;
  for (const row of rows) {
    const dayStart = storedDayStartMs(row.readDate, CHICAGO);
    row.wh.forEach((wh, k) => {
      const at = dayStart + k * SLOT_MS;
      if (at >= fromMs && at < toMs) total += wh;
    });
  }
  return total;
}

const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

/** The series' values added up by the first `length` characters of their wall-clock labels. */
function sumsBy(h: UsageSmtHistory, length: number): Map<string, number> {
  const labelOf = bucketLabeller(h.current, h.timeZone);
  const sums = new Map<string, number>();
  h.current.wh.forEach((wh, i) => {
    const key = labelOf(i).slice(0, length);
    sums.set(key, (sums.get(key) ?? 0) + (wh ?? 0));
  });
  return sums;
}

describe('POST /v2/billing/usage-smt-history/:id', () => {
  it('answers a full year at 15-minute grain as a start, a step and values that add up to the reads', async () => {
    const id = demoIds.all[0]!;
    const h = await history(id, { startDate: yearAgo, endDate: yesterday, period: '15-minute' });
    expect(h).toMatchObject({ period: '15-minute', unit: 'kWh', timeZone: CHICAGO, compare: null });
    const fromMs = clockMidnightMs(yearAgo, CHICAGO);
    // A year holds one 92- and one 100-quarter-hour day: 35,040 either way.
    const points = (clockMidnightMs(today, CHICAGO) - fromMs) / SLOT_MS;
    expect(points).toBe(35_040);
    expect(h.current).toMatchObject({
      start: new Date(fromMs).toISOString().replace('.000Z', 'Z'),
      step: 'PT15M',
    });
    expect(h.current.wh).toHaveLength(points);
    const labelOf = bucketLabeller(h.current, h.timeZone);
    expect([labelOf(0), labelOf(1), labelOf(points - 1)]).toEqual([
      `${yearAgo}T00:00`,
      `${yearAgo}T00:15`,
      `${yesterday}T23:45`,
    ]);
    expect(h.current.wh.every((v) => v !== null && Number.isInteger(v) && v >= 0)).toBe(true);
    const wh = await storedWh(id, yearAgo, yesterday);
    expect(h.current.totalWh).toBe(wh);
    expect(sum(h.current.wh)).toBe(wh);
    // No per-point labels: the reply is the values and little else.
    expect(JSON.stringify(h).length).toBeLessThan(6 * points);
  });

  it('adds quarter hours into wall-clock hours, days and months with the same totals', async () => {
    const id = demoIds.all[0]!;
    const from = addDays(today, -60);
    const window = { startDate: from, endDate: yesterday };
    const [quarter, hourly, daily, monthly] = await Promise.all([
      history(id, { ...window, period: '15-minute' }),
      history(id, { ...window, period: 'hourly' }),
      history(id, { ...window, period: 'daily' }),
      history(id, { ...window, period: 'monthly' }),
    ]);
    expect(hourly.current.step).toBe('PT1H');
    expect(hourly.current.wh).toHaveLength(quarter.current.wh.length / 4);
    hourly.current.wh.forEach((wh, h) => expect(wh).toBe(sum(quarter.current.wh.slice(h * 4, h * 4 + 4))));
    expect(daily.current).toMatchObject({ start: from, step: 'P1D' });
    expect(daily.current.wh).toEqual([...sumsBy(quarter, 10).values()]);
    expect([...sumsBy(daily, 10).keys()]).toEqual([...sumsBy(quarter, 10).keys()]);
    expect(monthly.current).toMatchObject({ start: from.slice(0, 7), step: 'P1M' });
    expect(monthly.current.wh).toEqual([...sumsBy(quarter, 7).values()]);
    const total = quarter.current.totalWh;
    expect(total).toBe(await storedWh(id, from, yesterday));
    for (const h of [hourly, daily, monthly]) {
      expect(h.current.totalWh).toBe(total);
      expect(sum(h.current.wh)).toBe(total);
    }
  });

  it('overlays the same days a year earlier, and the same number of days just before', async () => {
    const id = demoIds.all[0]!;
    const window = { startDate: addDays(today, -30), endDate: yesterday, period: 'daily' };
    const year = await history(id, { ...window, comparePeriod: 'previous-year' });
    expect(year.compare).not.toBeNull();
    expect(year.compare!.startDate).toBe(addMonths(window.startDate, -12));
    expect(year.compare!.start).toBe(year.compare!.startDate);
    expect(year.compare!.wh).toHaveLength(year.current.wh.length);
    expect(year.compare!.wh.every((v) => v !== null)).toBe(true);
    expect(year.compare!.totalWh).toBe(await storedWh(id, year.compare!.startDate, year.compare!.endDate));

    const before = await history(id, { ...window, comparePeriod: 'previous-period' });
    expect(before.compare!.endDate).toBe(addDays(window.startDate, -1));
    expect(before.compare!.wh).toHaveLength(before.current.wh.length);
  });

  it('shows days without reads as null, never as zero use', async () => {
    const id = demoIds.all[0]!;
    const h = await history(id, { startDate: yesterday, endDate: today, period: 'hourly' });
    const hoursYesterday =
      (clockMidnightMs(today, CHICAGO) - clockMidnightMs(yesterday, CHICAGO)) / 3_600_000;
    expect(h.current.wh.slice(0, hoursYesterday).every((v) => v !== null)).toBe(true);
    expect(h.current.wh.slice(hoursYesterday).every((v) => v === null)).toBe(true);
  });

  it('answers an all-null series for a gas enrollment and for one with no reads at all', async () => {
    const emptyId = await addEnrollmentWithoutHistory(t, demoIds.all[0]!);
    for (const id of [demoIds.gas[0]!, emptyId]) {
      const h = await history(id, { startDate: addDays(today, -6), endDate: today, period: 'daily' });
      expect(h.current.wh).toEqual(new Array(7).fill(null));
      expect(h.current.totalWh).toBe(0);
    }
  });

  it('answers in the utility’s unit: kWh for electricity, CCF for demo’s gas, never kWh for gas', async () => {
    const window = { startDate: addDays(today, -6), endDate: today, comparePeriod: 'previous-year' };
    for (const period of ['15-minute', 'hourly', 'daily', 'monthly'] as const) {
      const gas = await history(demoIds.gas[0]!, { ...window, period });
      expect(gas.unit).toBe('CCF');
      expect([...gas.current.wh, ...gas.compare!.wh].every((v) => v === null)).toBe(true);
      const power = await history(demoIds.electric[0]!, { ...window, period });
      expect(power.unit).toBe('kWh');
      expect(power.current.totalWh).toBeGreaterThan(0);
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
    expect(h.current.wh).toHaveLength(14);
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
