import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentExtensions, statementSummaries } from '../../db/schema/index.ts';

const extensionColumns = {
  id: paymentExtensions.id,
  originalDueDate: paymentExtensions.originalDueDate,
  newDueDate: paymentExtensions.newDueDate,
  days: paymentExtensions.days,
  requestedOn: paymentExtensions.requestedOn,
};

/** The statement summary's figures an extension depends on; `lock` holds the row for the write. */
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

export async function findLastExtension(db: Db | Tx, enrollmentId: number) {
  const [row] = await db
    .select(extensionColumns)
    .from(paymentExtensions)
    .where(eq(paymentExtensions.enrollmentId, enrollmentId))
    .orderBy(desc(paymentExtensions.requestedOn), desc(paymentExtensions.id))
    .limit(1);
  return row ?? null;
}

/** Records the extension and moves the summary's due date, in the caller's transaction. */
export async function grantExtension(tx: Tx, values: typeof paymentExtensions.$inferInsert) {
  const [row] = await tx.insert(paymentExtensions).values(values).returning(extensionColumns);
  await tx
    .update(statementSummaries)
    .set({ nextDueDate: values.newDueDate })
    .where(eq(statementSummaries.enrollmentId, values.enrollmentId));
  return row!;
}
