import { statementSummary } from '@myaccount/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chargeTransactions,
  mailOutbox,
  notifications,
  paymentHistory,
  sandboxTransactions,
  statementSummaries,
  statements,
} from '../db/schema/index.ts';
import { enrollmentIdsOf, methodsOf, payRequest } from '../test/payment-helpers.ts';
import { buildTestApp, type TestApp, type TestSession } from '../test/build-test-app.ts';
import { runAutopay } from './autopay.ts';
import { postCapturedCharges } from './posting.ts';
import { startJob } from './runner.ts';

let t: TestApp;
let solo: TestSession;
let demo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [solo, demo] = await Promise.all([t.login('solo'), t.login('demo')]);
});
afterAll(() => t.close());

const summaryOf = async (enrollmentId: number) =>
  (await t.db.select().from(statementSummaries).where(eq(statementSummaries.enrollmentId, enrollmentId)))[0]!;
const historyCount = async (enrollmentId: number) =>
  (await t.db.select().from(paymentHistory).where(eq(paymentHistory.enrollmentId, enrollmentId))).length;
const gatewayCharges = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(sandboxTransactions))[0]!.n;

describe('posting job', () => {
  it('two instances racing post each captured charge exactly once, with the summary', async () => {
    const enrollment = (await enrollmentIdsOf(t, solo))[0]!;
    const [card] = await methodsOf(t, solo);
    for (const amount of [25, 10.1, 3.33]) {
      expect(
        (await payRequest(t, solo, { idEnrollment: enrollment, method: card!, amount })).statusCode,
      ).toBe(200);
    }
    const before = await summaryOf(enrollment);
    const historyBefore = await historyCount(enrollment);

    const [a, b] = await Promise.all([
      postCapturedCharges(t.db, '2026-11-23'),
      postCapturedCharges(t.db, '2026-11-23'),
    ]);
    expect(a + b).toBe(3);
    expect(await historyCount(enrollment)).toBe(historyBefore + 3);
    const after = await summaryOf(enrollment);
    expect(after.stmtBalanceAmt).toBeCloseTo(before.stmtBalanceAmt - 38.43, 2);
    // The statements' own balances follow: the open ones add up to the summary's balance.
    const open = await t.db
      .select({ balance: statements.currentStmtBalance })
      .from(statements)
      .where(eq(statements.enrollmentId, enrollment));
    expect(open.reduce((a, r) => a + Math.round(r.balance * 100), 0) / 100).toBeCloseTo(
      after.stmtBalanceAmt,
      2,
    );
    expect(after.lastPaymentDate).toBe('2026-11-23');
    expect(await postCapturedCharges(t.db, '2026-11-23')).toBe(0);

    const pending = await t.app.inject({
      url: `/v2/payments/charge-transaction/by-enrollment/${enrollment}?sentToBillingSystem=false&hasBeenCaptured=true`,
      headers: solo.headers,
    });
    expect(pending.json()).toEqual([]);
    const history = await t.app.inject({
      url: `/v2/payments/history-by-enrollment/${enrollment}`,
      headers: solo.headers,
    });
    expect(history.json()[0]).toMatchObject({
      paidDate: '2026-11-23',
      payMethodDesc: 'Credit Card',
      directionDesc: 'Payment',
    });
  });
});

describe('autopay job', () => {
  it('tells the customer 3 days ahead once, then debits the balance once on the due date', async () => {
    const home = (await enrollmentIdsOf(t, demo))[0]!;
    await t.db
      .update(statementSummaries)
      .set({ stmtBalanceAmt: 87.65, nextDueDate: '2026-12-10' })
      .where(eq(statementSummaries.enrollmentId, home));
    const mine = and(
      eq(notifications.customerId, demo.customerId),
      sql`${notifications.subject} like 'Autopay%'`,
    );
    const noticesBefore = (await t.db.select().from(notifications).where(mine)).length;

    expect(await runAutopay(t.db, t.app.paymentGateway, '2026-12-06')).toEqual({ notices: 0, debits: 0 });
    expect(await runAutopay(t.db, t.app.paymentGateway, '2026-12-07')).toEqual({ notices: 1, debits: 0 });
    expect(await runAutopay(t.db, t.app.paymentGateway, '2026-12-08')).toEqual({ notices: 0, debits: 0 });

    const charges = await gatewayCharges();
    const runs = await Promise.all([
      runAutopay(t.db, t.app.paymentGateway, '2026-12-10'),
      runAutopay(t.db, t.app.paymentGateway, '2026-12-10'),
    ]);
    expect(runs[0]!.debits + runs[1]!.debits).toBe(1);
    expect(await runAutopay(t.db, t.app.paymentGateway, '2026-12-11')).toEqual({ notices: 0, debits: 0 });
    expect(await gatewayCharges()).toBe(charges + 1);

    const [charge] = await t.db
      .select()
      .from(chargeTransactions)
      .where(and(eq(chargeTransactions.enrollmentId, home), eq(chargeTransactions.paymentPurpose, 3)));
    expect(charge).toMatchObject({ amount: 87.65, status: 'approved', hasBeenCaptured: true });
    const sent = await t.db.select().from(notifications).where(mine);
    expect(sent.length).toBe(noticesBefore + 2);
    expect(sent.map((n) => n.subject)).toEqual(
      expect.arrayContaining(['Autopay is coming up', 'Autopay payment received']),
    );
    // And by mail (issue 14), once each: the notice, then the result with the receipt PDF.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like '%Autopay%'`);
    // Files attached (the receipt), beside the brand's logo every mail carries inline.
    const files = (m: (typeof mails)[number]) => m.attachments.filter((a) => !a.contentId).length;
    expect(mails.map((m) => [m.toAddress, m.subject, files(m)])).toEqual([
      ['dana.rivera@example.com', 'Brightline Energy: Autopay is coming up', 0],
      ['dana.rivera@example.com', 'Brightline Energy: Autopay payment received', 1],
    ]);
    expect(mails[1]!.eventKey).toBe(`charge:${charge!.id}:main`);
  });
});

describe('autopay with a payment plan (issue 15)', () => {
  it('draws what is due now, not the instalments still to be billed; the balance follows, the plan stays', async () => {
    const rental = (await enrollmentIdsOf(t, demo))[1]!;
    await postCapturedCharges(t.db, '2027-01-01'); // what the tests above left, so only ours is next
    // A bill of $150.00 due on 01/10, $60.00 of it overdue, which the customer spreads over
    // three instalments on the next three bills: $90.00 is due now.
    await t.db
      .update(statementSummaries)
      .set({ stmtBalanceAmt: 150, overdueBalanceAmt: 60, nextDueDate: '2027-01-10' })
      .where(eq(statementSummaries.enrollmentId, rental));
    const plan = await t.app.inject({
      method: 'POST',
      url: `/v2/payment-help/${rental}/deferred-plan`,
      headers: demo.headers,
      payload: { installments: 3, amount: 60 },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const [method] = await methodsOf(t, demo);
    const on = await t.app.inject({
      method: 'POST',
      url: `/v2/enrollments/${rental}/recurring-billing`,
      headers: demo.headers,
      payload: {
        customer_profile_token: method!.customerProfileToken,
        payment_profile_token: method!.paymentProfileToken,
        date_from: '2027-01-01',
      },
    });
    expect(on.statusCode, on.body).toBe(200);
    const summary = async () =>
      statementSummary.parse(
        (
          await t.app.inject({ url: `/v2/billing/statement-summary/${rental}`, headers: demo.headers })
        ).json(),
      );
    expect((await summary()).help!.dueNow).toBe(90);

    expect(await runAutopay(t.db, t.app.paymentGateway, '2027-01-10')).toEqual({ notices: 0, debits: 1 });
    const [charge] = await t.db
      .select()
      .from(chargeTransactions)
      .where(and(eq(chargeTransactions.enrollmentId, rental), eq(chargeTransactions.paymentPurpose, 3)));
    expect(charge).toMatchObject({ amount: 90, status: 'approved', hasBeenCaptured: true });

    expect(await postCapturedCharges(t.db, '2027-01-10')).toBe(1);
    const after = await summary();
    expect(after.stmtBalanceAmt).toBe(60);
    expect(after.help).toMatchObject({ dueNow: 0, plan: { remaining: 60, installmentsLeft: 3 } });
    // Nothing is due now, so a second run (a stopped server catching up) draws nothing.
    expect(await runAutopay(t.db, t.app.paymentGateway, '2027-01-11')).toEqual({ notices: 0, debits: 0 });
  });
});

describe('job runner', () => {
  it('runs the job on its interval and not after stop()', async () => {
    let runs = 0;
    const runner = startJob(
      5,
      async () => void (runs += 1),
      () => undefined,
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThan(1));
    await runner.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(stoppedAt);
  });
});
