import { apiError, deferredPlan, deferredPlanStatus, statementSummary } from '@myaccount/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deferredPlans } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let behind: TestSession;
let solo: TestSession;
let behindId: number;
let soloId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [behind, solo] = await Promise.all([t.login('behind'), t.login('solo')]);
  behindId = (await enrollmentIdsOf(t.db, 'behind'))[0]!;
  soloId = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
});
afterAll(() => t.close());

const status = async (session: TestSession, id: number) => {
  const res = await t.app.inject({ url: `/v2/payment-help/${id}/deferred-plan`, headers: session.headers });
  return { code: res.statusCode, body: res.statusCode === 200 ? deferredPlanStatus.parse(res.json()) : null };
};
const accept = (session: TestSession, id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/payment-help/${id}/deferred-plan`,
    headers: session.headers,
    payload: body,
  });
const reasonOf = (res: { json(): unknown }) => apiError.parse(res.json()).errors[0]!.code;
const summary = async () =>
  statementSummary.parse(
    (
      await t.app.inject({ url: `/v2/billing/statement-summary/${behindId}`, headers: behind.headers })
    ).json(),
  );
const planCount = async () => (await t.db.select().from(deferredPlans)).length;

describe('deferred payment plan', () => {
  it('is offered to behind (a bill overdue) with a schedule per allowed count, each summing to the balance', async () => {
    const { overdueBalanceAmt } = await summary();
    expect(overdueBalanceAmt).toBeGreaterThan(0);
    const { body } = await status(behind, behindId);
    expect(body).toMatchObject({ eligible: true, reason: null, overdue: overdueBalanceAmt, plan: null });
    expect(body!.choices.map((c) => c.installments)).toEqual([2, 3, 4, 5, 6]);
    for (const c of body!.choices) {
      const sum = c.schedule.reduce((a, i) => a + Math.round(i.amount * 100), 0);
      expect(sum).toBe(Math.round(overdueBalanceAmt * 100));
    }
  });

  it('is not offered without an overdue balance', async () => {
    expect((await status(solo, soloId)).body).toMatchObject({
      eligible: false,
      reason: 'no_overdue_balance',
    });
    const res = await accept(solo, soloId, { installments: 3, amount: 10 });
    expect(res.statusCode).toBe(422);
    expect(reasonOf(res)).toBe('no_overdue_balance');
  });

  it('refuses a count outside the configured bounds and a balance the customer did not see', async () => {
    const { overdueBalanceAmt } = await summary();
    for (const installments of [1, 7]) {
      const res = await accept(behind, behindId, { installments, amount: overdueBalanceAmt });
      expect(res.statusCode).toBe(installments === 1 ? 400 : 422);
      if (installments === 7) expect(reasonOf(res)).toBe('installments_out_of_range');
    }
    const stale = await accept(behind, behindId, { installments: 3, amount: overdueBalanceAmt + 1 });
    expect(stale.statusCode).toBe(422);
    expect(reasonOf(stale)).toBe('balance_changed');
    expect(await planCount()).toBe(0);
  });

  it('answers 404 for another customer’s enrollment and writes nothing', async () => {
    expect((await status(solo, behindId)).code).toBe(404);
    const res = await accept(solo, behindId, { installments: 3, amount: 10 });
    expect(res.statusCode).toBe(404);
    expect(reasonOf(res)).toBe('enrollment_not_found');
    expect(await planCount()).toBe(0);
  });

  it('records the accepted schedule, audits it, and the overdue balance is no longer past due', async () => {
    const before = await summary();
    const res = await accept(behind, behindId, { installments: 3, amount: before.overdueBalanceAmt });
    expect(res.statusCode).toBe(201);
    const plan = deferredPlan.parse(res.json());
    expect(plan.amount).toBe(before.overdueBalanceAmt);
    expect(plan.installments).toHaveLength(3);
    expect(plan.installments.reduce((a, i) => a + Math.round(i.amount * 100), 0)).toBe(
      Math.round(before.overdueBalanceAmt * 100),
    );
    const after = await summary();
    expect(after.overdueBalanceAmt).toBe(0);
    expect(after.stmtBalanceAmt).toBe(before.stmtBalanceAmt);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment-help.deferred-plan'), eq(auditLog.entityId, String(behindId))));
    expect(entry!.details).toMatchObject({ amount: before.overdueBalanceAmt });
    expect((await status(behind, behindId)).body).toMatchObject({ eligible: false, reason: 'plan_active' });
  });

  it('keeps one active plan per enrollment', async () => {
    const res = await accept(behind, behindId, { installments: 2, amount: 10 });
    expect(res.statusCode).toBe(422);
    expect(reasonOf(res)).toBe('plan_active');
    expect(await planCount()).toBe(1);
    // Even written straight to the table, a second active plan is refused by the index.
    await expect(
      t.db.insert(deferredPlans).values({ enrollmentId: behindId, amount: 5, acceptedOn: '2026-11-25' }),
    ).rejects.toThrow();
  });
});
