import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentHistory, statements } from '../../db/schema/index.ts';
import { openBalances } from './apply-payments.ts';

/**
 * Payment history rows that move money against statements (deposits are held apart; a
 * refunded deposit comes back as a credit that pays bills like a payment).
 */
export const SETTLING_DIRECTIONS = ['Payment', 'Returned Payment', 'Deposit Refund'];

/**
 * Re-settles an enrollment's statements after payments posted: the net amount ever paid pays
 * the oldest statement first (openBalances). Run inside the posting transaction; the
 * statements are locked so two instances posting at once settle one after the other.
 */
export async function settleStatements(tx: Db, enrollmentId: number): Promise<void> {
  const rows = await tx
    .select({ id: statements.id, total: statements.totalStmtAmt, balance: statements.currentStmtBalance })
    .from(statements)
    .where(eq(statements.enrollmentId, enrollmentId))
    .orderBy(asc(statements.mailingDate), asc(statements.id))
    .for('update');
  const [paid] = await tx
    .select({ net: sql<string>`coalesce(sum(${paymentHistory.paidAmount}), 0)` })
    .from(paymentHistory)
    .where(
      and(
        eq(paymentHistory.enrollmentId, enrollmentId),
        inArray(paymentHistory.directionDesc, SETTLING_DIRECTIONS),
      ),
    );
  const open = openBalances(
    rows.map((r) => r.total),
    Number(paid?.net ?? 0),
  );
  for (const [i, r] of rows.entries()) {
    if (open[i] !== r.balance) {
      await tx.update(statements).set({ currentStmtBalance: open[i]! }).where(eq(statements.id, r.id));
    }
  }
}
