import { addDays } from '@myaccount/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chargeTransactions, paymentHistory, statementSummaries } from '../db/schema/index.ts';
import { settleStatements } from '../modules/billing/index.ts';

const BATCH = 100;

/**
 * One batch: captured charges the billing system has not taken yet, locked FOR UPDATE SKIP
 * LOCKED so another instance running at the same time takes other rows (or none), and
 * posted with the statement summary in the same transaction. Answers how many it posted.
 */
async function postBatch(db: Db, today: string): Promise<number> {
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
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;

    await tx.insert(paymentHistory).values(
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
      })),
    );
    // A deposit is held, not applied to the bill; payments lower the balance.
    for (const r of rows.filter((row) => row.paymentPurpose !== 1)) {
      await tx
        .update(statementSummaries)
        .set({
          stmtBalanceAmt: sql`${statementSummaries.stmtBalanceAmt} - ${r.amount}`,
          overdueBalanceAmt: sql`greatest(${statementSummaries.overdueBalanceAmt} - ${r.amount}, 0)`,
          lastPaymentAmt: r.amount,
          lastPaymentDate: today,
        })
        .where(eq(statementSummaries.enrollmentId, r.enrollmentId));
    }
    // Each statement's own balance follows too: paid statements drop to 0, oldest first.
    for (const enrollmentId of new Set(
      rows.filter((r) => r.paymentPurpose !== 1).map((r) => r.enrollmentId),
    )) {
      await settleStatements(tx, enrollmentId);
    }
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

/** Posts every captured charge into payment history (spec §7 pending → history). */
export async function postCapturedCharges(
  db: Db,
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  let total = 0;
  for (;;) {
    const posted = await postBatch(db, today);
    total += posted;
    if (posted < BATCH) return total;
  }
}
