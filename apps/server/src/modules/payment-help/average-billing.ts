import type { AverageBillingStatus } from '@myaccount/contract';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedInOrOutOfTransaction } from '../../db/prepared.ts';
import { averageBilling, statements } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { marketToday } from '../billing/index.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { enrollmentOwnerChanged } from '../enrollments/index.ts';
import { averageBillingRefusal, averageOf } from './average-billing-rules.ts';
import { findSummaryFacts } from './repository.ts';

/** Every statement summary asks it (most enrollments are not on it): prepared once. */
const runningQuery = preparedInOrOutOfTransaction((q) =>
  q
    .select({
      id: averageBilling.id,
      monthlyAmount: averageBilling.monthlyAmount,
      enrolledOn: averageBilling.enrolledOn,
    })
    .from(averageBilling)
    .where(
      and(eq(averageBilling.enrollmentId, sql.placeholder('enrollmentId')), isNull(averageBilling.leftOn)),
    )
    .prepare('running_average_billing'),
);

export async function findRunning(db: Db | Tx, enrollmentId: number) {
  const [row] = await runningQuery(db).execute({ enrollmentId });
  return row ?? null;
}

async function recentBills(db: Db | Tx, enrollmentId: number, months: number) {
  return db
    .select({ mailingDate: statements.mailingDate, amount: statements.totalStmtAmt })
    .from(statements)
    .where(eq(statements.enrollmentId, enrollmentId))
    .orderBy(desc(statements.mailingDate), desc(statements.id))
    .limit(months);
}

/** What each bill mailed on or after `from` charged, oldest first (the deferred balance's bills). */
export async function billsSince(db: Db | Tx, enrollmentId: number, from: string): Promise<number[]> {
  const rows = await db
    .select({ amount: statements.totalStmtAmt })
    .from(statements)
    .where(and(eq(statements.enrollmentId, enrollmentId), gte(statements.mailingDate, from)))
    .orderBy(asc(statements.mailingDate), asc(statements.id));
  return rows.map((r) => r.amount);
}

/** Whether the customer is on average billing, or may join, and the amount from their own bills. */
export async function getAverageBillingStatus(
  db: Db | Tx,
  customerId: number,
  enrollmentId: number,
): Promise<AverageBillingStatus> {
  const months = (await loadConfigurationParameters(db as Db, customerId)).average_billing_months;
  const [running, history, summary] = await Promise.all([
    findRunning(db, enrollmentId),
    recentBills(db, enrollmentId, months),
    findSummaryFacts(db, enrollmentId),
  ]);
  const reason = averageBillingRefusal(history.length, months, summary?.overdueBalanceAmt ?? 0);
  return {
    enrolled: running !== null,
    enrolledOn: running?.enrolledOn ?? null,
    monthlyAmount: running?.monthlyAmount ?? null,
    eligible: running === null && reason === null,
    reason: running === null ? reason : null,
    months,
    history,
    historyTotal: history.reduce((sum, b) => sum + Math.round(b.amount * 100), 0) / 100,
    averageAmount: averageOf(
      history.map((b) => b.amount),
      months,
    ),
  };
}

/** Joins at the amount the customer saw, re-checked in the transaction. */
export async function joinAverageBilling(
  db: Db,
  audit: AuditContext,
  enrollmentId: number,
  monthlyAmount: number,
) {
  await db.transaction(async (tx) => {
    await findSummaryFacts(tx, enrollmentId, true);
    const status = await getAverageBillingStatus(tx, audit.customerId, enrollmentId);
    if (status.enrolled) throw new AppError('conflict', 'Already on average billing.');
    if (status.reason)
      throw new AppError('business_rule', `Average billing is not available now: ${status.reason}.`);
    if (Math.round(status.averageAmount! * 100) !== Math.round(monthlyAmount * 100)) {
      throw new AppError('business_rule', 'The average changed; review it again.', {
        reason: 'balance_changed',
        field: 'monthlyAmount',
      });
    }
    await tx.insert(averageBilling).values({ enrollmentId, monthlyAmount, enrolledOn: marketToday() });
    await enrollmentOwnerChanged(tx, enrollmentId);
    await recordAudit(tx, audit, {
      action: 'payment-help.average-billing.join',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { monthlyAmount, months: status.months },
    });
  });
  return getAverageBillingStatus(db, audit.customerId, enrollmentId);
}

/** Leaves average billing: the true-up settles on the next bill (README, the screen). */
export async function leaveAverageBilling(db: Db, audit: AuditContext, enrollmentId: number) {
  await db.transaction(async (tx) => {
    const running = await findRunning(tx, enrollmentId);
    if (!running) throw new AppError('conflict', 'Not on average billing.');
    await tx.update(averageBilling).set({ leftOn: marketToday() }).where(eq(averageBilling.id, running.id));
    await enrollmentOwnerChanged(tx, enrollmentId);
    await recordAudit(tx, audit, {
      action: 'payment-help.average-billing.leave',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { monthlyAmount: running.monthlyAmount },
    });
  });
  return getAverageBillingStatus(db, audit.customerId, enrollmentId);
}
