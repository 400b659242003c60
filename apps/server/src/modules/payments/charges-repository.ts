import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chargeTransactions } from '../../db/schema/index.ts';

/** 1 deposit, 2 one-time payment, 3 recurring billing (spec §3 Payment purpose). */
export type PaymentPurpose = 1 | 2 | 3;

export interface NewCharge {
  enrollmentId: number;
  customerId: number;
  amount: number;
  paymentType: string;
  paymentPurpose: PaymentPurpose;
  paymentProfileToken: string;
  agentUserName: string | null;
}

export async function insertProcessingCharge(tx: Tx, charge: NewCharge) {
  const [row] = await tx
    .insert(chargeTransactions)
    .values({ ...charge, status: 'processing' })
    .returning();
  return row!;
}

export async function findCharge(tx: Tx, id: number) {
  const [row] = await tx.select().from(chargeTransactions).where(eq(chargeTransactions.id, id));
  return row;
}

/**
 * The gateway's answer. Only a row still `processing` changes, so a late duplicate answer
 * can never overwrite the first.
 */
export async function recordChargeOutcome(
  tx: Tx,
  id: number,
  outcome: { status: 'approved' | 'declined' | 'failed' | 'unknown'; transactionId: string; message: string },
): Promise<boolean> {
  const rows = await tx
    .update(chargeTransactions)
    .set({
      status: outcome.status,
      gatewayTransactionId: outcome.transactionId || null,
      message: outcome.message,
      hasBeenCaptured: outcome.status === 'approved',
    })
    .where(and(eq(chargeTransactions.id, id), eq(chargeTransactions.status, 'processing')))
    .returning({ id: chargeTransactions.id });
  return rows.length > 0;
}

/** Gateway invoice numbers: unique per charge, at most 20 characters (Authorize.Net). */
export function invoiceNumberOf(chargeTransactionId: number): string {
  return `MA${chargeTransactionId}`;
}

export function paymentTypeLabel(paymentTypeId: number): string {
  return paymentTypeId === 2 ? 'Bank Account' : 'Credit Card';
}

/** Charges that took, or may yet take, the customer's money. */
const LIVE_STATUSES = ['approved', 'processing', 'unknown'];

/**
 * The newest live charge of exactly this amount on the enrollment since `since` (the
 * duplicate-payment question, issue 14). The caller holds the enrollment's row lock, so two
 * payments at once see each other.
 */
export async function findRecentSameCharge(tx: Tx, enrollmentId: number, amount: number, since: Date) {
  const [row] = await tx
    .select({
      id: chargeTransactions.id,
      amount: chargeTransactions.amount,
      createdAt: chargeTransactions.createdAt,
    })
    .from(chargeTransactions)
    .where(
      and(
        eq(chargeTransactions.enrollmentId, enrollmentId),
        sql`round(${chargeTransactions.amount} * 100) = ${Math.round(amount * 100)}`,
        inArray(chargeTransactions.status, LIVE_STATUSES),
        gte(chargeTransactions.createdAt, since),
      ),
    )
    .orderBy(desc(chargeTransactions.createdAt))
    .limit(1);
  return row;
}

/** Serializes payments of one enrollment for the length of the caller's transaction. */
export async function lockEnrollmentForPayment(tx: Tx, enrollmentId: number): Promise<void> {
  await tx.execute(sql`select 1 from enrollments where id_enrollment = ${enrollmentId} for update`);
}

// The deposit columns belong to enrollments; a deposit payment reserves and restores through its index.
export { reserveDeposit, restoreDeposit } from '../enrollments/index.ts';
