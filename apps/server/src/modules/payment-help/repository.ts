import type { Installment } from '@myaccount/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedInOrOutOfTransaction } from '../../db/prepared.ts';
import {
  averageBilling,
  deferredPlanInstallments,
  deferredPlans,
  paymentExtensions,
} from '../../db/schema/index.ts';
import { lowerOverdue, moveDueDate } from '../billing/index.ts';

const extensionColumns = {
  id: paymentExtensions.id,
  originalDueDate: paymentExtensions.originalDueDate,
  newDueDate: paymentExtensions.newDueDate,
  days: paymentExtensions.days,
  requestedOn: paymentExtensions.requestedOn,
};

// Billing owns the summary; payment help reads and moves it through billing's index.
export { findSummaryFacts } from '../billing/index.ts';

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
  await moveDueDate(tx, values.enrollmentId, values.newDueDate);
  return row!;
}

/**
 * Whether the enrollment has an active payment plan or runs on average billing, in one round
 * trip: every statement summary asks, and most enrollments have neither, so the reads of
 * either happen only when this says yes.
 */
const helpInPlaceQuery = preparedInOrOutOfTransaction((q) => {
  const enrollmentId = sql.placeholder('enrollmentId');
  return q
    .select({
      plan: sql<boolean>`exists (select 1 from ${deferredPlans} where ${deferredPlans.enrollmentId} = ${enrollmentId} and ${deferredPlans.status} = 'active')`,
      average: sql<boolean>`exists (select 1 from ${averageBilling} where ${averageBilling.enrollmentId} = ${enrollmentId} and ${averageBilling.leftOn} is null)`,
    })
    .from(sql`(values (1)) as probe (one)`)
    .prepare('bill_help_in_place');
});

export async function helpInPlace(db: Db | Tx, enrollmentId: number): Promise<boolean> {
  const [row] = await helpInPlaceQuery(db).execute({ enrollmentId });
  return Boolean(row?.plan || row?.average);
}

/** Every statement summary asks it (most enrollments have none): prepared, not built per request. */
const activePlanQuery = preparedInOrOutOfTransaction((q) =>
  q
    .select({
      id: deferredPlans.id,
      amount: deferredPlans.amount,
      acceptedOn: deferredPlans.acceptedOn,
      status: deferredPlans.status,
    })
    .from(deferredPlans)
    .where(
      and(
        eq(deferredPlans.enrollmentId, sql.placeholder('enrollmentId')),
        eq(deferredPlans.status, 'active'),
      ),
    )
    .prepare('active_deferred_plan'),
);

export async function findActivePlan(db: Db | Tx, enrollmentId: number) {
  const [plan] = await activePlanQuery(db).execute({ enrollmentId });
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
  await lowerOverdue(tx, enrollmentId, plan.amount);
  return row!.id;
}
