import type { Installment } from '@myaccount/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  deferredPlanInstallments,
  deferredPlans,
  paymentExtensions,
  statementSummaries,
} from '../../db/schema/index.ts';

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

export async function findActivePlan(db: Db | Tx, enrollmentId: number) {
  const [plan] = await db
    .select({
      id: deferredPlans.id,
      amount: deferredPlans.amount,
      acceptedOn: deferredPlans.acceptedOn,
      status: deferredPlans.status,
    })
    .from(deferredPlans)
    .where(and(eq(deferredPlans.enrollmentId, enrollmentId), eq(deferredPlans.status, 'active')));
  if (!plan) return null;
  const installments = await db
    .select({
      number: deferredPlanInstallments.number,
      amount: deferredPlanInstallments.amount,
      billDueOn: deferredPlanInstallments.billDueOn,
    })
    .from(deferredPlanInstallments)
    .where(eq(deferredPlanInstallments.planId, plan.id))
    .orderBy(asc(deferredPlanInstallments.number));
  return { ...plan, status: 'active' as const, installments };
}

/**
 * Records the accepted plan and its schedule, and takes the deferred amount out of the
 * summary's overdue balance: it is now owed by instalment, not past due.
 */
export async function insertPlan(
  tx: Tx,
  enrollmentId: number,
  plan: { amount: number; acceptedOn: string; installments: Installment[] },
) {
  const [row] = await tx
    .insert(deferredPlans)
    .values({ enrollmentId, amount: plan.amount, acceptedOn: plan.acceptedOn })
    .returning({ id: deferredPlans.id });
  await tx.insert(deferredPlanInstallments).values(plan.installments.map((i) => ({ planId: row!.id, ...i })));
  await tx
    .update(statementSummaries)
    .set({ overdueBalanceAmt: sql`greatest(${statementSummaries.overdueBalanceAmt} - ${plan.amount}, 0)` })
    .where(eq(statementSummaries.enrollmentId, enrollmentId));
  return row!.id;
}
