import { type UsageSmtHistory, usageSmtHistory } from '@myaccount/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intervalReads } from '../../db/schema/index.ts';
import { enrollmentIdsOf } from '../../test/billing-fixtures.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { withTriggerOff } from '../../test/cache-triggers.ts';
import { addDays, marketToday } from './calendar.ts';

/*
 * Interval usage is kept in the customer cache as the reply's JSON text. Meter reads arrive
 * past the app (the meter data feed writes interval_reads), so only migration 0033's
 * triggers can tell the app: every change here goes straight to the database, and the reply
 * must follow within moments. With the trigger off the old reply stays, which shows it really
 * is kept and that the trigger is what ends it.
 */
let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoId: number;
let soloId: number;
const yesterday = addDays(marketToday(), -1);
const week = { startDate: addDays(yesterday, -6), endDate: yesterday, period: 'daily' };
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  demoId = (await enrollmentIdsOf(t, demo)).electric[0]!;
  soloId = (await enrollmentIdsOf(t, solo)).electric[0]!;
});
afterAll(() => t.close());

const post = (session: TestSession, id: number, payload: object = week) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/billing/usage-smt-history/${id}`,
    headers: session.headers,
    payload,
  });

async function usage(session: TestSession, id: number, payload: object = week): Promise<UsageSmtHistory> {
  const res = await post(session, id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return usageSmtHistory.parse(res.json());
}

const total = async (session: TestSession, id: number) => (await usage(session, id)).current.totalWh;
const poll = { timeout: 2000, interval: 50 };

/** Adds `wh` to the first quarter hour of yesterday's meter-day of each enrollment, in one statement. */
const correctYesterday = (wh: number, ...ids: number[]) =>
  t.db.execute(sql`
    update interval_reads set wh[1] = wh[1] + ${wh}
    where read_date = ${yesterday} and enrollment_id in ${sql.raw(`(${ids.join(',')})`)}`);

describe('interval usage follows the meter data the app did not write', () => {
  it('sends the kept reply as the same JSON, byte for byte', async () => {
    const first = await post(demo, demoId, { ...week, period: '15-minute' });
    const again = await post(demo, demoId, { ...week, period: '15-minute' });
    expect(first.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(usageSmtHistory.parse(again.json()).current.wh).toHaveLength(7 * 96);
  });

  it('keeps a browser’s reply compressed as it asked, the same JSON once decoded', async () => {
    const year = { ...week, period: '15-minute' };
    const plain = await post(demo, demoId, year);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [asked, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: `/v2/billing/usage-smt-history/${demoId}`,
          headers: { ...demo.headers, 'accept-encoding': asked },
          payload: year,
        });
      const [first, again] = [await ask(), await ask()];
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
      expect(decoders[encoding](again.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('is kept: a read corrected with the trigger off goes unseen', async () => {
    const before = await total(demo, demoId);
    await withTriggerOff(t, 'interval_reads', 'interval_reads_changed', async () => {
      await correctYesterday(1000, demoId);
      expect(await total(demo, demoId)).toBe(before);
      await correctYesterday(-1000, demoId);
    });
    expect(await total(demo, demoId)).toBe(before);
  });

  it('shows a meter-day corrected, removed and delivered again', async () => {
    const before = await usage(demo, demoId);
    await correctYesterday(1000, demoId);
    await expect.poll(() => total(demo, demoId), poll).toBe(before.current.totalWh + 1000);
    await correctYesterday(-1000, demoId);
    await expect.poll(() => total(demo, demoId), poll).toBe(before.current.totalWh);

    const [day] = await t.db
      .delete(intervalReads)
      .where(and(eq(intervalReads.enrollmentId, demoId), eq(intervalReads.readDate, yesterday)))
      .returning();
    // Yesterday's bucket is the last: empty (null), never 0, once its meter-day is gone.
    await expect.poll(async () => (await usage(demo, demoId)).current.wh.at(-1), poll).toBeNull();
    await t.db.insert(intervalReads).values(day!);
    await expect.poll(() => usage(demo, demoId), poll).toEqual(before);
  });

  it('one statement over two customers’ meters reaches both', async () => {
    const [demoBefore, soloBefore] = [await total(demo, demoId), await total(solo, soloId)];
    await correctYesterday(500, demoId, soloId);
    await expect.poll(() => total(demo, demoId), poll).toBe(demoBefore + 500);
    await expect.poll(() => total(solo, soloId), poll).toBe(soloBefore + 500);
    await correctYesterday(-500, demoId, soloId);
    await expect.poll(() => total(solo, soloId), poll).toBe(soloBefore);
  });

  it('never gives a kept reply to another customer', async () => {
    await usage(demo, demoId);
    const res = await post(solo, demoId);
    expect(res.statusCode).toBe(404);
  });
});
