import type { BillHelp } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { findRunning, billsSince } from './average-billing.ts';
import { billHelpOf } from './bill-help-rules.ts';
import { findActivePlan, findSummaryFacts, helpInPlace } from './repository.ts';

/**
 * What the enrollment's payment plan and average billing do to its bills (billHelpOf), or
 * undefined with neither. Read by the statement summary and the next-bill projection.
 */
export async function findBillHelp(db: Db, enrollmentId: number): Promise<BillHelp | undefined> {
  // Most enrollments have neither: one probe answers for them, the reads below only when it matters.
  if (!(await helpInPlace(db, enrollmentId))) return undefined;
  const [plan, average] = await Promise.all([
    findActivePlan(db, enrollmentId),
    findRunning(db, enrollmentId),
  ]);
  if (!plan && !average) return undefined; // ended between the probe and these reads
  const summary = await findSummaryFacts(db, enrollmentId);
  return billHelpOf({
    balance: summary?.stmtBalanceAmt ?? 0,
    currentDueDate: summary?.nextDueDate ?? null,
    plan,
    average: average && { monthlyAmount: average.monthlyAmount, enrolledOn: average.enrolledOn },
    billedSinceJoining: average ? await billsSince(db, enrollmentId, average.enrolledOn) : [],
  });
}
