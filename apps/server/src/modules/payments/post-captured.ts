import { addDays } from '@myaccount/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chargeTransactions } from '../../db/schema/index.ts';
import { postPayments } from '../billing/index.ts';

/**
 * One batch: captured charges the billing system has not taken yet, locked FOR UPDATE SKIP
 * LOCKED so another instance running at the same time takes other rows (or none), handed to
 * billing (payment history, the summary, the statements) and marked as taken, in one
 * transaction. Answers how many it posted.
 */
export async function postCapturedBatch(db: Db, today: string, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(chargeTransactions)
      .where(
        and(
          eq(chargeTransactions.hasBeenCaptured, true),
          eq(chargeTransactions.sentToBillingSystem, false),
          eq(chargeTransactions.status, 'approved'),
        ),
      )
      .orderBy(asc(chargeTransactions.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;

    await postPayments(
      tx,
      rows.map((r) => ({
        enrollmentId: r.enrollmentId,
        paidDate: today,
        // Cards settle the next day, bank debits the day after (as the seed's history does).
        depositDate: addDays(today, r.paymentType === 'Bank Account' ? 2 : 1),
        payMethodDesc: r.paymentPurpose === 3 ? `Autopay ${r.paymentType}` : r.paymentType,
        directionDesc: r.paymentPurpose === 1 ? 'Deposit' : 'Payment',
        paidAmount: r.amount,
        // Keeps the receipt's confirmation number with the posted payment.
        chargeTransactionId: r.id,
        appliesToBill: r.paymentPurpose !== 1,
      })),
    );
    await tx
      .update(chargeTransactions)
      .set({ sentToBillingSystem: true })
      .where(
        inArray(
          chargeTransactions.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.length;
  });
}
