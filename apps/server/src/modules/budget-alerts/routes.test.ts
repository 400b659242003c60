import { apiError, budgetSetting } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/billing-fixtures.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoId: number;
let soloId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  demoId = (await enrollmentIdsOf(t, demo)).electric[0]!;
  soloId = (await enrollmentIdsOf(t, solo)).all[0]!;
}, 180_000);
afterAll(() => t.close());

const put = (session: TestSession, id: number, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/v2/billing/budget/${id}`,
    headers: session.headers,
    payload: body as object,
  });
const get = (session: TestSession, id: number) =>
  t.app.inject({ url: `/v2/billing/budget/${id}`, headers: session.headers });

describe('/v2/billing/budget/:id', () => {
  it('has no budget until one is set, keeps it, and clears it with null', async () => {
    expect(budgetSetting.parse((await get(demo, demoId)).json())).toEqual({ monthlyAmount: null });
    expect((await put(demo, demoId, { monthlyAmount: 180.5 })).json()).toEqual({ monthlyAmount: 180.5 });
    expect((await get(demo, demoId)).json()).toEqual({ monthlyAmount: 180.5 });
    expect((await put(demo, demoId, { monthlyAmount: 200 })).json()).toEqual({ monthlyAmount: 200 });
    expect((await get(demo, demoId)).json()).toEqual({ monthlyAmount: 200 });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'budget.update'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect((await put(demo, demoId, { monthlyAmount: null })).statusCode).toBe(200);
    expect((await get(demo, demoId)).json()).toEqual({ monthlyAmount: null });
  });

  it('refuses amounts that are not a budget with 400 and keeps the old one', async () => {
    await put(demo, demoId, { monthlyAmount: 150 });
    for (const monthlyAmount of [0, -5, 10_000.01, 12.345, '150', true, 1e308]) {
      const res = await put(demo, demoId, { monthlyAmount });
      expect(res.statusCode, String(monthlyAmount)).toBe(400);
      apiError.parse(res.json());
    }
    expect((await put(demo, demoId, {})).statusCode).toBe(400);
    expect((await get(demo, demoId)).json()).toEqual({ monthlyAmount: 150 });
  });

  it('refuses another customer’s enrollment with 404, reading or writing', async () => {
    expect((await get(demo, soloId)).statusCode).toBe(404);
    expect((await put(demo, soloId, { monthlyAmount: 99 })).statusCode).toBe(404);
    expect((await get(solo, soloId)).json()).toEqual({ monthlyAmount: null });
    expect((await t.app.inject({ url: `/v2/billing/budget/${soloId}` })).statusCode).toBe(401);
  });
});
