import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { statementSummaries } from '../../db/schema/index.ts';
import { enrollmentOwnerChanged } from '../enrollments/index.ts';

/*
 * The statement summary's figures that payment help reads and changes. Billing owns the
 * summary; an extension or a deferred plan changes it only through these, in its own
 * transaction. Each write drops the owner's kept summary on commit (enrollmentOwnerChanged).
 */

/** The summary's figures an extension or plan depends on; `lock` holds the row for the write. */
export async function findSummaryFacts(db: Db | Tx, enrollmentId: number, lock = false) {
  const query = db
    .select({
      stmtBalanceAmt: statementSummaries.stmtBalanceAmt,
      overdueBalanceAmt: statementSummaries.overdueBalanceAmt,
      nextDueDate: statementSummaries.nextDueDate,
    })
    .from(statementSummaries)
    .where(eq(statementSummaries.enrollmentId, enrollmentId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Moves the bill's due date (a granted extension). */
export async function moveDueDate(tx: Tx, enrollmentId: number, dueDate: string): Promise<void> {
  await tx
    .update(statementSummaries)
    .set({ nextDueDate: dueDate })
    .where(eq(statementSummaries.enrollmentId, enrollmentId));
  await enrollmentOwnerChanged(tx, enrollmentId);
}

/** Takes an amount out of the overdue balance (a deferred plan: owed by instalment, not past due). */
export async function lowerOverdue(tx: Tx, enrollmentId: number, amount: number): Promise<void> {
  await tx
    .update(statementSummaries)
    .set({ overdueBalanceAmt: sql`greatest(${statementSummaries.overdueBalanceAmt} - ${amount}, 0)` })
    .where(eq(statementSummaries.enrollmentId, enrollmentId));
  await enrollmentOwnerChanged(tx, enrollmentId);
}
