import { averageBillingStatus, type StatementSummary, statementSummary } from '@myaccount/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageBilling, deferredPlans } from '../../db/schema/index.ts';
import { withTriggerOff } from '../../test/cache-triggers.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';
import { lowerBalance } from './lower-balance.ts';
import { moveDueDate } from './summary-changes.ts';

/*
 * The statement summary (with what a plan and average billing do to it) is kept in the
 * customer cache. The first changes go straight to the database, past the app, as the billing
 * system or another instance would: only migration 0032's triggers can tell this instance, and
 * the summary must follow within moments. With a trigger off the old summary stays, which
 * shows it really is kept and the trigger is what ends it. The last ones turn the trigger off
 * and write through the app: only the app's own drop on commit can then show the write at once.
 */
let t: TestApp;
let solo: TestSession;
let soloId: number;
beforeAll(async () => {
  t = await buildTestApp();
  solo = await t.login('solo');
  soloId = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
});
afterAll(() => t.close());

async function summary(): Promise<StatementSummary> {
  const res = await t.app.inject({ url: `/v2/billing/statement-summary/${soloId}`, headers: solo.headers });
  expect(res.statusCode, res.body).toBe(200);
  return statementSummary.parse(res.json());
}

const balance = async () => (await summary()).stmtBalanceAmt;
const cents = (n: number) => Math.round(n * 100);
const poll = { timeout: 2000, interval: 50 };

const raiseBalance = (by: number) =>
  t.db.execute(sql`
    update statement_summaries set stmt_balance_amt = stmt_balance_amt + ${by}
    where enrollment_id = ${soloId}`);

describe('the statement summary follows changes the app did not make', () => {
  it('is kept: a balance changed with the trigger off goes unseen', async () => {
    const before = await balance();
    await withTriggerOff(t, 'statement_summaries', 'statement_summaries_customer_change', async () => {
      await raiseBalance(5);
      expect(await balance()).toBe(before);
      await raiseBalance(-5);
    });
    expect(await balance()).toBe(before);
  });

  it('shows a new balance from the billing system', async () => {
    const before = await balance();
    await raiseBalance(12.34);
    await expect.poll(async () => cents(await balance()), poll).toBe(cents(before) + 1234);
    await raiseBalance(-12.34);
    await expect.poll(balance, poll).toBe(before);
  });

  it('shows average billing started, a bill corrected since, and average billing ended', async () => {
    expect((await summary()).help).toBeUndefined();
    const [row] = await t.db
      .insert(averageBilling)
      .values({ enrollmentId: soloId, monthlyAmount: 100, enrolledOn: '2000-01-01' })
      .returning({ id: averageBilling.id });
    try {
      await expect.poll(async () => (await summary()).help?.average?.monthlyAmount, poll).toBe(100);
      const deferred = (await summary()).help!.average!.deferredBalance;
      // Every bill since joining counts toward the deferred balance: correct the newest one.
      const newest = sql`(select id from statements where enrollment_id = ${soloId}
                          order by mailing_date desc, id desc limit 1)`;
      await t.db.execute(sql`update statements set total_stmt_amt = total_stmt_amt + 7 where id = ${newest}`);
      try {
        await expect
          .poll(async () => cents((await summary()).help!.average!.deferredBalance), poll)
          .toBe(cents(deferred) + 700);
      } finally {
        await t.db.execute(
          sql`update statements set total_stmt_amt = total_stmt_amt - 7 where id = ${newest}`,
        );
      }
      await t.db.execute(sql`update average_billing set left_on = '2026-01-01' where id = ${row!.id}`);
      await expect.poll(async () => (await summary()).help, poll).toBeUndefined();
    } finally {
      await t.db.execute(sql`delete from average_billing where id = ${row!.id}`);
    }
  });

  it('shows a payment plan set up, its schedule changed, and the plan ended', async () => {
    const [plan] = await t.db
      .insert(deferredPlans)
      .values({ enrollmentId: soloId, amount: 30, acceptedOn: '2026-11-01' })
      .returning({ id: deferredPlans.id });
    try {
      // The plan shows once its instalments are in, each announced on its own.
      await t.db.execute(sql`
        insert into deferred_plan_installments (plan_id, number, amount, bill_due_on)
        values (${plan!.id}, 1, 10, '2099-01-01'), (${plan!.id}, 2, 20, '2099-02-01')`);
      await expect.poll(async () => (await summary()).help?.plan?.remaining, poll).toBe(30);
      await t.db.execute(
        sql`update deferred_plan_installments set amount = 5 where plan_id = ${plan!.id} and number = 1`,
      );
      await expect.poll(async () => (await summary()).help?.plan?.remaining, poll).toBe(25);
      await t.db.execute(sql`update deferred_plans set status = 'completed' where id = ${plan!.id}`);
      await expect.poll(async () => (await summary()).help, poll).toBeUndefined();
    } finally {
      await t.db.execute(sql`delete from deferred_plan_installments where plan_id = ${plan!.id}`);
      await t.db.execute(sql`delete from deferred_plans where id = ${plan!.id}`);
    }
  });
});

describe('the statement summary after the app’s own write', () => {
  it('shows money in and a moved due date on the very next read, even with the trigger off', async () => {
    const before = await summary();
    await withTriggerOff(t, 'statement_summaries', 'statement_summaries_customer_change', async () => {
      await t.db.transaction((tx) => lowerBalance(tx, soloId, 3));
      expect(cents(await balance())).toBe(cents(before.stmtBalanceAmt) - 300);
      await t.db.transaction((tx) => moveDueDate(tx, soloId, '2099-12-31'));
      expect((await summary()).nextDueDate).toBe('2099-12-31');
      // Put the figures back as the billing system would (money in is not undone by money out).
      await t.db.execute(sql`
        update statement_summaries set stmt_balance_amt = ${before.stmtBalanceAmt},
          overdue_balance_amt = ${before.overdueBalanceAmt}, next_due_date = ${before.nextDueDate}
        where enrollment_id = ${soloId}`);
    });
    expect(await summary()).toEqual(before);
  });

  it('shows average billing joined and left on the very next read, even with the trigger off', async () => {
    const url = `/v2/payment-help/${soloId}/average-billing`;
    const status = averageBillingStatus.parse((await t.app.inject({ url, headers: solo.headers })).json());
    expect(status.enrolled).toBe(false);
    expect((await summary()).help).toBeUndefined();
    await withTriggerOff(t, 'average_billing', 'average_billing_customer_change', async () => {
      const join = { method: 'POST' as const, url, headers: solo.headers };
      const joined = await t.app.inject({ ...join, payload: { monthlyAmount: status.averageAmount } });
      expect(joined.statusCode, joined.body).toBe(200);
      expect((await summary()).help?.average?.monthlyAmount).toBe(status.averageAmount);
      const left = await t.app.inject({ method: 'DELETE', url, headers: solo.headers });
      expect(left.statusCode, left.body).toBe(200);
      expect((await summary()).help).toBeUndefined();
    });
  });
});
