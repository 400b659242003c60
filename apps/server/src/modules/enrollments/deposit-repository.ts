import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';
import { ownerOfRow, ownersChanged } from './owners-changed.ts';

/*
 * The deposit columns of an enrollment, read and written here only: the deposit review and
 * refund (deposits) and a deposit payment (payments) change them through enrollments' index,
 * each in its own transaction.
 */

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
  const rows = await tx
    .update(enrollments)
    .set({
      pendingDepositAmount: 0,
      showPaymentDeposit: false,
      depositWaivedAt: at,
      depositWaivedAmount: sql`${enrollments.depositWaivedAmount} + ${amount}`,
    })
    .where(eq(enrollments.idEnrollment, enrollmentId))
    .returning(ownerOfRow);
  ownersChanged(tx, rows);
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
  const rows = await tx
    .update(enrollments)
    .set({ depositRefundedAt: at })
    .where(eq(enrollments.idEnrollment, enrollmentId))
    .returning(ownerOfRow);
  ownersChanged(tx, rows);
}

/**
 * Takes the amount off the pending deposit in one conditional UPDATE, so two deposit
 * payments at once can never together pay more than is pending. Answers false if refused.
 */
export async function reserveDeposit(tx: Tx, enrollmentId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(enrollments)
    .set({
      pendingDepositAmount: sql`${enrollments.pendingDepositAmount} - ${amount}`,
      showPaymentDeposit: sql`${enrollments.pendingDepositAmount} - ${amount} > 0`,
    })
    .where(
      and(
        eq(enrollments.idEnrollment, enrollmentId),
        eq(enrollments.showPaymentDeposit, true),
        gte(enrollments.pendingDepositAmount, amount),
      ),
    )
    .returning(ownerOfRow);
  ownersChanged(tx, rows);
  return rows.length > 0;
}

/**
 * Gives a reserved deposit amount back after a decline. When a credit letter waived the
 * deposit while the charge was out, the amount joins what the letter waived instead: the
 * deposit stays settled (issue 15 deposit tracker).
 */
export async function restoreDeposit(tx: Tx, enrollmentId: number, amount: number): Promise<void> {
  const waived = sql`${enrollments.depositWaivedAt} is not null`;
  const rows = await tx
    .update(enrollments)
    .set({
      pendingDepositAmount: sql`case when ${waived} then 0 else ${enrollments.pendingDepositAmount} + ${amount} end`,
      depositWaivedAmount: sql`case when ${waived} then ${enrollments.depositWaivedAmount} + ${amount} else ${enrollments.depositWaivedAmount} end`,
      showPaymentDeposit: sql`not (${waived})`,
    })
    .where(eq(enrollments.idEnrollment, enrollmentId))
    .returning(ownerOfRow);
  ownersChanged(tx, rows);
}
