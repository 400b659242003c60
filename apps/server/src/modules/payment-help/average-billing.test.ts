import { apiError, averageBillingStatus } from '@myaccount/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, averageBilling, statements } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';
import { averageOf } from './average-billing-rules.ts';

let t: TestApp;
let solo: TestSession;
let soloId: number;
beforeAll(async () => {
  t = await buildTestApp();
  solo = await t.login('solo');
  soloId = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
});
afterAll(() => t.close());

const url = (id: number) => `/v2/payment-help/${id}/average-billing`;
const read = async (session: TestSession, id: number) => {
  const res = await t.app.inject({ url: url(id), headers: session.headers });
  return res.statusCode === 200 ? averageBillingStatus.parse(res.json()) : res.statusCode;
};
const send = (session: TestSession, id: number, method: 'POST' | 'DELETE', payload?: object) =>
  t.app.inject({ method, url: url(id), headers: session.headers, ...(payload ? { payload } : {}) });
const reasonOf = (res: { json(): unknown }) => apiError.parse(res.json()).errors[0]!.code;

describe('average (budget) billing', () => {
  it('levels the last 12 bills to the cent, half up', () => {
    expect(averageOf([100, 100, 100.01], 3)).toBe(100);
    expect(averageOf([100, 100.01, 100.01], 3)).toBe(100.01);
    expect(averageOf([0.01, 0.01], 4)).toBeNull();
  });

  it('computes solo’s amount from its own last 12 bills, the total shown beside them', async () => {
    const bills = await t.db
      .select({ amount: statements.totalStmtAmt })
      .from(statements)
      .where(eq(statements.enrollmentId, soloId))
      .orderBy(desc(statements.mailingDate))
      .limit(12);
    const cents = bills.reduce((a, b) => a + Math.round(b.amount * 100), 0);
    const status = await read(solo, soloId);
    expect(status).toMatchObject({ enrolled: false, eligible: true, reason: null, months: 12 });
    if (typeof status === 'number') throw new Error('unexpected status');
    expect(status.history).toHaveLength(12);
    expect(Math.round(status.historyTotal * 100)).toBe(cents);
    expect(status.averageAmount).toBe(Math.round(cents / 12) / 100);
  });

  it('is refused with too few bills and with an overdue balance', async () => {
    const newbie = await t.login('newbie');
    const newbieId = (await enrollmentIdsOf(t.db, 'newbie'))[0]!;
    expect(await read(newbie, newbieId)).toMatchObject({ eligible: false, reason: 'not_enough_history' });
    const res = await send(newbie, newbieId, 'POST', { monthlyAmount: 50 });
    expect(res.statusCode).toBe(422);
    expect(reasonOf(res)).toBe('business_rule');
    const behind = await t.login('behind');
    const behindId = (await enrollmentIdsOf(t.db, 'behind'))[0]!;
    expect(await read(behind, behindId)).toMatchObject({ eligible: false, reason: 'overdue_balance' });
  });

  it('joins at the amount shown (another amount is refused), once; leaves; both audited', async () => {
    const { averageAmount } = (await read(solo, soloId)) as { averageAmount: number };
    const stale = await send(solo, soloId, 'POST', { monthlyAmount: averageAmount + 0.01 });
    expect(reasonOf(stale)).toBe('balance_changed');
    const joined = await send(solo, soloId, 'POST', { monthlyAmount: averageAmount });
    expect(joined.statusCode).toBe(200);
    expect(averageBillingStatus.parse(joined.json())).toMatchObject({
      enrolled: true,
      monthlyAmount: averageAmount,
    });
    expect(reasonOf(await send(solo, soloId, 'POST', { monthlyAmount: averageAmount }))).toBe('conflict');
    const left = await send(solo, soloId, 'DELETE');
    expect(averageBillingStatus.parse(left.json())).toMatchObject({ enrolled: false, eligible: true });
    expect(reasonOf(await send(solo, soloId, 'DELETE'))).toBe('conflict');
    const actions = (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(soloId))))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['payment-help.average-billing.join', 'payment-help.average-billing.leave']),
    );
    expect((await t.db.select().from(averageBilling)).length).toBe(1);
  });

  it('answers 404 for another customer’s enrollment and writes nothing', async () => {
    const demo = await t.login('demo');
    expect(await read(demo, soloId)).toBe(404);
    const res = await send(demo, soloId, 'POST', { monthlyAmount: 100 });
    expect(res.statusCode).toBe(404);
    expect(reasonOf(res)).toBe('enrollment_not_found');
    expect((await send(demo, soloId, 'DELETE')).statusCode).toBe(404);
    expect((await t.db.select().from(averageBilling)).length).toBe(1);
  });
});
