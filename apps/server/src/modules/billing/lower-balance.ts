import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { statementSummaries } from '../../db/schema/index.ts';
import { enrollmentOwnerChanged } from '../enrollments/index.ts';

/**
 * The one rule for money coming in, whether a payment or a credit (a refunded deposit): the
 * summary's balance goes down by the amount (below zero it is a credit the next bill uses),
 * the overdue part first and never below zero, and a payment is remembered as the last one.
 * The caller settles the statements again (`settleStatements`) once its rows are in.
 */
export async function lowerBalance(
  tx: Tx,
  enrollmentId: number,
  amount: number,
  payment?: { paidDate: string },
): Promise<void> {
  await tx
    .update(statementSummaries)
    .set({
      stmtBalanceAmt: sql`${statementSummaries.stmtBalanceAmt} - ${amount}`,
      overdueBalanceAmt: sql`greatest(${statementSummaries.overdueBalanceAmt} - ${amount}, 0)`,
      ...(payment && { lastPaymentAmt: amount, lastPaymentDate: payment.paidDate }),
    })
    .where(eq(statementSummaries.enrollmentId, enrollmentId));
  await enrollmentOwnerChanged(tx, enrollmentId);
}
