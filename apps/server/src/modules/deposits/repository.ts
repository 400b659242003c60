import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { enrollments, paymentExtensions, paymentHistory, statements } from '../../db/schema/index.ts';
import type { DueStatement, PostedPayment } from './deposit-rules.ts';

/** Payment rows that pay bills (a deposit payment is held apart, as billing settles them). */
const BILL_PAYMENTS = ['Payment', 'Returned Payment'];

/**
 * The enrollment's statements oldest first, each with its due date: the one a payment
 * extension moved it to when there is one (the extension names the date it moved).
 */
export async function findDueStatements(db: Db | Tx, enrollmentId: number): Promise<DueStatement[]> {
  const [rows, moved] = await Promise.all([
    db
      .select({ total: statements.totalStmtAmt, dueDate: statements.delinquentDate })
      .from(statements)
      .where(eq(statements.enrollmentId, enrollmentId))
      .orderBy(asc(statements.mailingDate), asc(statements.id)),
    db
      .select({ from: paymentExtensions.originalDueDate, to: paymentExtensions.newDueDate })
      .from(paymentExtensions)
      .where(eq(paymentExtensions.enrollmentId, enrollmentId)),
  ]);
  const later = new Map(moved.map((m) => [m.from, m.to]));
  return rows.map((r) => ({ total: r.total, dueDate: later.get(r.dueDate) ?? r.dueDate }));
}

export async function findBillPayments(db: Db | Tx, enrollmentId: number): Promise<PostedPayment[]> {
  return db
    .select({ date: paymentHistory.paidDate, amount: paymentHistory.paidAmount })
    .from(paymentHistory)
    .where(
      and(
        eq(paymentHistory.enrollmentId, enrollmentId),
        inArray(paymentHistory.directionDesc, BILL_PAYMENTS),
      ),
    );
}

/** The enrollment's deposit, locked: a deposit payment reserving its amount waits for the review. */
export async function lockDeposit(tx: Tx, enrollmentId: number) {
  const [row] = await tx
    .select({ pending: enrollments.pendingDepositAmount, waivedAt: enrollments.depositWaivedAt })
    .from(enrollments)
    .where(eq(enrollments.idEnrollment, enrollmentId))
    .for('update');
  return row!;
}

/** Waives what is left of the deposit: nothing more to pay, and the Pay deposit action goes. */
export async function waiveDeposit(tx: Tx, enrollmentId: number, amount: number, at: Date) {
  await tx
    .update(enrollments)
    .set({
      pendingDepositAmount: 0,
      showPaymentDeposit: false,
      depositWaivedAt: at,
      depositWaivedAmount: sql`${enrollments.depositWaivedAmount} + ${amount}`,
    })
    .where(eq(enrollments.idEnrollment, enrollmentId));
}

/** The deposit facts of an enrollment, with its customer (depositStatus reads them). */
export async function findDeposit(db: Db | Tx, enrollmentId: number) {
  const [row] = await db
    .select({
      customerId: enrollments.customerId,
      amount: enrollments.depositAmount,
      pending: enrollments.pendingDepositAmount,
      waived: enrollments.depositWaivedAmount,
      waivedAt: enrollments.depositWaivedAt,
      refundedAt: enrollments.depositRefundedAt,
    })
    .from(enrollments)
    .where(eq(enrollments.idEnrollment, enrollmentId));
  return row ?? null;
}

/** Enrollments holding a deposit paid in full, not waived nor refunded: the refund job's list. */
export async function findHeldDeposits(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: enrollments.idEnrollment })
    .from(enrollments)
    .where(
      and(
        sql`${enrollments.depositAmount} > 0`,
        sql`${enrollments.pendingDepositAmount} <= 0`,
        isNull(enrollments.depositWaivedAt),
        isNull(enrollments.depositRefundedAt),
      ),
    )
    .orderBy(asc(enrollments.idEnrollment));
  return rows.map((r) => r.id);
}

/** Records the refund: the tracker shows `refunded` from now on. */
export async function markRefunded(tx: Tx, enrollmentId: number, at: Date) {
  await tx
    .update(enrollments)
    .set({ depositRefundedAt: at })
    .where(eq(enrollments.idEnrollment, enrollmentId));
}
