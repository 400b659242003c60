import { depositTracker } from '@myaccount/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  brandConfigurationOverrides,
  customers,
  enrollments,
  mailOutbox,
  notifications,
  paymentHistory,
  statements,
  statementSummaries,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';
import { refundEarnedDeposits, refundIfDue } from './index.ts';

let t: TestApp;
let demo: TestSession;
let paidOff: number;
let shortOfRun: number;
let newbieEnrollment: number;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login('demo');
  const ids = await enrollmentIdsOf(t.db, 'demo');
  paidOff = ids[0]!;
  shortOfRun = ids[1]!;
  newbieEnrollment = (await enrollmentIdsOf(t.db, 'newbie'))[0]!;
  // demo's first service holds a $75 deposit paid in full; its bills were paid on time.
  await t.db
    .update(enrollments)
    .set({ depositAmount: 75, pendingDepositAmount: 0 })
    .where(eq(enrollments.idEnrollment, paidOff));
});
afterAll(() => t.close());

async function tracker(id: number) {
  const res = await t.app.inject({ url: `/v2/enrollments/${id}/deposit`, headers: demo.headers });
  expect(res.statusCode, res.body).toBe(200);
  return depositTracker.nullable().parse(res.json());
}
const summaryOf = async (id: number) =>
  (await t.db.select().from(statementSummaries).where(eq(statementSummaries.enrollmentId, id)))[0]!;
const cents = (n: number) => Math.round(n * 100);
const openOf = async (id: number) =>
  (
    await t.db
      .select({ balance: statements.currentStmtBalance })
      .from(statements)
      .where(eq(statements.enrollmentId, id))
  ).reduce((a, s) => a + cents(s.balance), 0);

describe('deposit refund job (issue 15)', () => {
  it('refunds a paid deposit once its on-time run is complete: a credit, audited, told, once', async () => {
    expect(await tracker(paidOff)).toMatchObject({ status: 'paid', refund_eligible: true });
    const before = await summaryOf(paidOff);
    const openBefore = await openOf(paidOff);

    // Two instances at once, then a rerun: one refund.
    const runs = await Promise.all([refundEarnedDeposits(t.db), refundEarnedDeposits(t.db)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await refundEarnedDeposits(t.db)).toBe(0);

    const after = await tracker(paidOff);
    expect(after).toMatchObject({ status: 'refunded', paid: 75, due: 0 });
    expect(after!.refunded_at).not.toBeNull();
    // The credit: the balance goes down by the deposit, the open bills by what it pays of them.
    const summary = await summaryOf(paidOff);
    expect(cents(summary.stmtBalanceAmt)).toBe(cents(before.stmtBalanceAmt) - 7500);
    expect(await openOf(paidOff)).toBe(Math.max(0, openBefore - 7500));
    const credits = await t.db
      .select()
      .from(paymentHistory)
      .where(
        and(eq(paymentHistory.enrollmentId, paidOff), eq(paymentHistory.directionDesc, 'Deposit Refund')),
      );
    expect(credits).toMatchObject([{ paidAmount: 75, payMethodDesc: 'Account Credit' }]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.refund'), eq(auditLog.entityId, String(paidOff))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ agentUserName: null, details: { amount: 75, onTimePayments: 12 } });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, demo.customerId), eq(notifications.kind, 'deposit_refunded')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toMatch(/\$\s75\.00/);
    expect(notes[0]!.body).toContain('12 on-time payments');
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `deposit-refund:${paidOff}:%`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.subject).toMatch(/: Your deposit was refunded$/);
  });

  it('leaves alone a deposit still due, and a paid one short of the brand’s run', async () => {
    expect(await refundIfDue(t.db, newbieEnrollment)).toBe(false);
    await t.db
      .update(enrollments)
      .set({ depositAmount: 40, pendingDepositAmount: 0 })
      .where(eq(enrollments.idEnrollment, shortOfRun));
    const [{ brandId }] = (await t.db
      .select({ brandId: customers.brandId })
      .from(customers)
      .where(eq(customers.id, demo.customerId))) as [{ brandId: number }];
    // The brand asks for 36 on-time payments in a row; demo has 24 bills.
    await t.db.transaction((tx) =>
      tx
        .insert(brandConfigurationOverrides)
        .values({ brandId, name: 'deposit_refund_on_time_payments', value: 36 }),
    );
    expect(await refundIfDue(t.db, shortOfRun)).toBe(false);
    expect(await tracker(shortOfRun)).toMatchObject({
      status: 'paid',
      refund_after: 36,
      refund_eligible: false,
    });
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, newbieEnrollment));
    expect(row!.depositRefundedAt).toBeNull();
  });
});
