import { type BillVerification, chargeUnit } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { bandKey, daysBetween, loadRatingInputs } from '../billing/index.ts';
import { cycleQuantity, rateCycle, sumCents, totalOf } from '../rating/index.ts';
import { type BilledLine, compareLines, mainDifference } from './compare.ts';
import { rateChangesInCycle } from './rate-changes.ts';
import { findBilledLines, findStatement, isReadEstimated } from './repository.ts';

/**
 * Verify my bill: the statement's lines recomputed by the rating engine from what the
 * database holds for its cycle (meter reads, the plan in force, the utility's tariff and the
 * taxes on file), beside the lines that were billed. A token that is unknown, or that
 * belongs to another enrollment, answers 404 like the PDF does.
 */
export async function verifyStatement(
  db: Db,
  enrollmentId: number,
  token: string,
): Promise<BillVerification> {
  const s = await findStatement(db, enrollmentId, token);
  if (!s) throw new AppError('not_found', 'Statement not found.');
  const [inputs, stored, estimatedRead] = await Promise.all([
    loadRatingInputs(db, s),
    findBilledLines(db, s.id),
    isReadEstimated(db, enrollmentId, s.periodStart),
  ]);
  if (!inputs) throw new AppError('internal', 'The enrollment has no plan.');
  const cycle = { start: s.periodStart, end: s.periodEnd };
  const lines = rateCycle({ ...inputs, cycle });
  const billed: BilledLine[] = stored.map((l) => ({
    ...l,
    unit: chargeUnit.parse(l.unit),
    from: l.from ?? s.periodStart,
    to: l.to ?? s.periodEnd,
  }));
  const charges = compareLines(
    billed,
    lines.map((l) => ({ ...l, band: bandKey(l.band) })),
    inputs,
  );
  // A statement stored without itemised lines is checked on its total alone.
  const billedTotal = billed.length ? sumCents(billed.map((l) => l.amount)) : s.totalStmtAmt;
  const recomputedTotal = totalOf(lines);
  const totalsMatch = billedTotal === recomputedTotal && s.totalStmtAmt === billedTotal;
  return {
    custStatementTkn: s.custStatementTkn,
    custStatementNum: s.custStatementNum,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    days: daysBetween(s.periodStart, s.periodEnd) + 1,
    planName: inputs.planName,
    unit: inputs.plan.unit,
    reads: {
      source: inputs.usage.kind,
      quantity: cycleQuantity(inputs.usage),
      estimatedDays: inputs.estimatedDays,
      estimatedRead,
    },
    billCredits: inputs.plan.billCredits,
    rateChanges: rateChangesInCycle(inputs.tariff, cycle),
    charges: billed.length ? charges : [],
    billedTotal: s.totalStmtAmt,
    recomputedTotal,
    matches: totalsMatch && (!billed.length || charges.every((c) => c.matches)),
    mainDifference: billed.length ? mainDifference(charges) : null,
  };
}
