import { apiError } from '@myaccount/contract';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intervalReads } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/billing-fixtures.ts';
import { addDays, marketToday } from '../billing/index.ts';

let t: TestApp;
let demo: TestSession;
let demoId: number;
let clienteId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [d, cliente] = await Promise.all([t.login('demo'), t.login('cliente')]);
  demo = d;
  demoId = (await enrollmentIdsOf(t, demo)).all[0]!;
  clienteId = (await enrollmentIdsOf(t, cliente)).all[0]!;
});
afterAll(() => t.close());

const get = (id: number, startDate: string, endDate: string, session: TestSession | null = demo) =>
  t.app.inject({
    url: `/v2/data-export/smt-csv/${id}?startDate=${startDate}&endDate=${endDate}`,
    headers: session?.headers ?? {},
  });

// A week of the latest past January: standard time all through, so clock and stored days agree.
const today = marketToday();
const year = today.slice(5) > '01-20' ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
const from = `${year}-01-10`;
const to = `${year}-01-16`;

describe('GET /v2/data-export/smt-csv/:id', () => {
  it('streams a week of 15-minute reads as SMT rows that add up to the stored watt-hours', async () => {
    const res = await get(demoId, from, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(
      `Interval_15_Minute_01-10-${year}_01-16-${year}.csv`,
    );
    const [header, ...lines] = res.body.trimEnd().split('\n');
    expect(header).toBe(
      'ESIID,USAGE_DATE,REVISION_DATE,USAGE_START_TIME,USAGE_END_TIME,USAGE_KWH,ESTIMATED_ACTUAL,CONSUMPTION_SURPLUSGENERATION',
    );
    expect(lines).toHaveLength(7 * 96);
    const cells = lines.map((l) => l.split(','));
    expect(cells.every((c) => c.length === 8 && /^\d{10,22}$/.test(c[0]!))).toBe(true);
    const stored = await t.db
      .select({ wh: intervalReads.wh })
      .from(intervalReads)
      .where(and(eq(intervalReads.enrollmentId, demoId), between(intervalReads.readDate, from, to)));
    const storedWh = stored.flatMap((r) => r.wh).reduce((a, b) => a + b, 0);
    expect(storedWh).toBeGreaterThan(0);
    expect(cells.reduce((s, c) => s + Math.round(Number(c[5]) * 1000), 0)).toBe(storedWh);
  });

  it('refuses another customer’s enrollment and a caller without a session', async () => {
    expect((await get(clienteId, from, to)).statusCode).toBe(404);
    expect((await get(demoId, from, to, null)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for windows the usage rules refuse', async () => {
    const tooLong = await get(demoId, addDays(today, -500), addDays(today, -1));
    expect(tooLong.statusCode).toBe(400);
    expect(apiError.parse(tooLong.json()).errors[0]!.field).toBe('endDate');
    expect((await get(demoId, '2026-02-30', '2026-03-01')).statusCode).toBe(400);
    expect((await get(demoId, 'yesterday', '2026-03-01')).statusCode).toBe(400);
    expect((await get(99_999_999_999, from, to)).statusCode).toBe(400);
  });
});
