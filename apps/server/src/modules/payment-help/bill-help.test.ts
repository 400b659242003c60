import {
  averageBillingStatus,
  billProjectionReply,
  deferredPlanStatus,
  type StatementSummary,
  statementSummary,
} from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeTransactions } from '../../db/schema/index.ts';
import { postCapturedCharges } from '../../jobs/posting.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

// Issue 15: "the statement summary and next bills reflect it" — a plan's instalments and
// average billing's levelized amount, read through the routes Home and Billing use.

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

const get = async (session: TestSession, url: string) => {
  const res = await t.app.inject({ url, headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const summaryOf = async (session: TestSession, id: number): Promise<StatementSummary> =>
  statementSummary.parse(await get(session, `/v2/billing/statement-summary/${id}`));
const nextBillOf = async (session: TestSession, id: number) =>
  billProjectionReply.parse(await get(session, `/v2/billing/bill-projection/${id}`)).projection!;
const cents = (n: number) => Math.round(n * 100);

describe('a payment plan and average billing on the summary and the next bill', () => {
  it('shows neither where there is none', async () => {
    expect((await summaryOf(solo, soloId)).help).toBeUndefined();
    expect((await nextBillOf(solo, soloId)).nextBill).toBeNull();
  });

  it('a plan: the instalments to come leave what is due now, the next bill carries the first', async () => {
    const before = await summaryOf(behind, behindId);
    const overdue = before.overdueBalanceAmt;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/v2/payment-help/${behindId}/deferred-plan`,
      headers: behind.headers,
      payload: { installments: 4, amount: overdue },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const plan = deferredPlanStatus.shape.plan.parse(accepted.json())!;

    const after = await summaryOf(behind, behindId);
    expect(after.stmtBalanceAmt).toBe(before.stmtBalanceAmt);
    expect(after.overdueBalanceAmt).toBe(0);
    expect(after.help!.plan).toEqual({
      remaining: overdue,
      installmentsLeft: 4,
      count: 4,
      next: plan.installments[0],
    });
    expect(cents(after.help!.dueNow)).toBe(cents(before.stmtBalanceAmt) - cents(overdue));

    const projection = await nextBillOf(behind, behindId);
    const bill = projection.nextBill!;
    expect(bill.lines).toEqual([
      { code: 'charges', amount: projection.projectedBill.mid },
      { code: 'deferred_installment', amount: plan.installments[0]!.amount },
    ]);
    expect(cents(bill.total)).toBe(bill.lines.reduce((a, l) => a + cents(l.amount), 0));
    expect(bill.installment).toEqual({ number: 1, count: 4 });

    // A payment posted: the balance and what is due now follow it; the plan does not move.
    await t.db.insert(chargeTransactions).values({
      enrollmentId: behindId,
      customerId: behind.customerId,
      amount: 20,
      paymentType: 'Credit Card',
      paymentPurpose: 2,
      status: 'approved',
      hasBeenCaptured: true,
    });
    expect(await postCapturedCharges(t.db)).toBe(1);
    const paid = await summaryOf(behind, behindId);
    expect(cents(paid.stmtBalanceAmt)).toBe(cents(before.stmtBalanceAmt) - 2000);
    expect(cents(paid.help!.dueNow)).toBe(cents(after.help!.dueNow) - 2000);
    expect(paid.help!.plan!.remaining).toBe(overdue);
  });

  it('average billing: the next bill is the levelized amount, the difference in the deferred balance', async () => {
    const status = averageBillingStatus.parse(await get(solo, `/v2/payment-help/${soloId}/average-billing`));
    const joined = await t.app.inject({
      method: 'POST',
      url: `/v2/payment-help/${soloId}/average-billing`,
      headers: solo.headers,
      payload: { monthlyAmount: status.averageAmount },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const summary = await summaryOf(solo, soloId);
    expect(summary.help).toMatchObject({
      plan: null,
      average: { monthlyAmount: status.averageAmount, deferredBalance: 0 },
      dueNow: summary.stmtBalanceAmt,
    });
    const projection = await nextBillOf(solo, soloId);
    const charges = projection.projectedBill.mid;
    expect(projection.nextBill).toEqual({
      lines: [
        { code: 'charges', amount: charges },
        { code: 'average_billing_adjustment', amount: (cents(status.averageAmount!) - cents(charges)) / 100 },
      ],
      total: status.averageAmount,
      deferredBalanceAfter: (cents(charges) - cents(status.averageAmount!)) / 100,
      installment: null,
    });
  });
});
