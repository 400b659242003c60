import type { DeferredPlanStatus } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { marketToday } from '../billing/index.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { deferredPlanRefusal, splitIntoInstallments } from './deferred-plan-rules.ts';
import { findActivePlan, findSummaryFacts, insertPlan } from './repository.ts';

async function boundsOf(db: Db, customerId: number) {
  const c = await loadConfigurationParameters(db, customerId);
  const min = c.deferred_plan_min_installments;
  return { min, max: Math.max(min, c.deferred_plan_max_installments) };
}

/** The plan running, or whether one may be set up, with every allowed schedule to choose from. */
export async function getDeferredPlanStatus(
  db: Db,
  customerId: number,
  enrollmentId: number,
): Promise<DeferredPlanStatus> {
  const bounds = await boundsOf(db, customerId);
  const [summary, plan] = await Promise.all([
    findSummaryFacts(db, enrollmentId),
    findActivePlan(db, enrollmentId),
  ]);
  const overdue = summary?.overdueBalanceAmt ?? 0;
  const reason = deferredPlanRefusal(overdue, plan !== null);
  const firstDue = summary?.nextDueDate ?? marketToday();
  const choices =
    reason === null
      ? Array.from({ length: bounds.max - bounds.min + 1 }, (_, i) => bounds.min + i).map((n) => ({
          installments: n,
          schedule: splitIntoInstallments(overdue, n, firstDue),
        }))
      : [];
  return {
    eligible: reason === null,
    reason,
    overdue,
    minInstallments: bounds.min,
    maxInstallments: bounds.max,
    choices,
    plan,
  };
}

/**
 * Accepts a plan for the overdue balance the customer saw. Checked again inside the
 * transaction with the summary row locked; the partial unique index is the last word on
 * "one active plan per enrollment".
 */
export async function acceptDeferredPlan(
  db: Db,
  audit: AuditContext,
  customerId: number,
  enrollmentId: number,
  body: { installments: number; amount: number },
) {
  const bounds = await boundsOf(db, customerId);
  if (body.installments < bounds.min || body.installments > bounds.max) {
    throw new AppError('business_rule', `A plan has ${bounds.min} to ${bounds.max} instalments.`, {
      reason: 'installments_out_of_range',
      field: 'installments',
    });
  }
  const today = marketToday();
  await db.transaction(async (tx) => {
    const summary = await findSummaryFacts(tx, enrollmentId, true);
    const overdue = summary?.overdueBalanceAmt ?? 0;
    const reason = deferredPlanRefusal(overdue, (await findActivePlan(tx, enrollmentId)) !== null);
    if (reason) throw new AppError('business_rule', 'A payment plan is not available now.', { reason });
    if (Math.round(overdue * 100) !== Math.round(body.amount * 100)) {
      throw new AppError('business_rule', 'The overdue balance changed; review the plan again.', {
        reason: 'balance_changed',
        field: 'amount',
      });
    }
    const installments = splitIntoInstallments(overdue, body.installments, summary?.nextDueDate ?? today);
    const planId = await insertPlan(tx, enrollmentId, { amount: overdue, acceptedOn: today, installments });
    await recordAudit(tx, audit, {
      action: 'payment-help.deferred-plan',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { planId, amount: overdue, installments: installments.map((i) => i.amount) },
    });
  });
  return (await findActivePlan(db, enrollmentId))!;
}
