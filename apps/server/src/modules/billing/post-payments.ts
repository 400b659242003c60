import type { Tx } from '../../db/client.ts';
import { paymentHistory } from '../../db/schema/index.ts';
import { lowerBalance } from './lower-balance.ts';
import { settleStatements } from './settle-statements.ts';

/** A payment the billing system takes in, as payment history records it. */
export type PostedPayment = Omit<typeof paymentHistory.$inferInsert, 'id'> & {
  /** A deposit is held, not applied to the bill; a payment lowers the balance. */
  appliesToBill: boolean;
};

/**
 * Posts captured payments into the account, in the caller's transaction (spec §7 pending →
 * history): one payment history row each, and for each applied payment the summary's balance
 * lowered (the overdue part first) with the last payment recorded, then each statement's own
 * balance settled again oldest first. Billing owns payment history and the summary; the
 * payments module hands over what its gateway captured.
 */
export async function postPayments(tx: Tx, payments: readonly PostedPayment[]): Promise<void> {
  if (payments.length === 0) return;
  await tx.insert(paymentHistory).values(payments.map(({ appliesToBill: _, ...row }) => row));
  const applied = payments.filter((p) => p.appliesToBill);
  for (const p of applied) await lowerBalance(tx, p.enrollmentId, p.paidAmount, p);
  for (const enrollmentId of new Set(applied.map((p) => p.enrollmentId))) {
    await settleStatements(tx, enrollmentId);
  }
}
