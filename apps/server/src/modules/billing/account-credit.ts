import type { Tx } from '../../db/client.ts';
import { paymentHistory } from '../../db/schema/index.ts';
import { lowerBalance } from './lower-balance.ts';
import { settleStatements } from './settle-statements.ts';

/** What a credit on the account is for, as payment history names it (the app words it). */
export const DEPOSIT_REFUND = { direction: 'Deposit Refund', method: 'Account Credit' } as const;

/**
 * Credits the account (e.g. a refunded deposit), in the caller's transaction: a payment
 * history row, the summary's balance lowered by the amount (below zero: a credit the next bill
 * uses; the overdue part first, as a payment pays it), and the statements settled again
 * oldest first, so the balance still follows what was paid and credited.
 */
export async function creditAccount(
  tx: Tx,
  enrollmentId: number,
  amount: number,
  on: string,
  what: { direction: string; method: string } = DEPOSIT_REFUND,
): Promise<void> {
  await tx.insert(paymentHistory).values({
    enrollmentId,
    paidDate: on,
    depositDate: on,
    payMethodDesc: what.method,
    directionDesc: what.direction,
    paidAmount: amount,
  });
  await lowerBalance(tx, enrollmentId, amount);
  await settleStatements(tx, enrollmentId);
}
