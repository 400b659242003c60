import {
  type ContractTerms,
  type TransferQuote,
  type TransferQuoteQuery,
  contractEndDate,
  serviceGap,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import type { plans } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Session } from '../../plugins/auth.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import * as repo from './repository.ts';

type PlanRow = typeof plans.$inferSelect;

type Refusal = 'esiid_not_at_address' | 'same_address' | 'address_not_served';
const refuse = (message: string, reason: Refusal, field: string) =>
  new AppError('business_rule', message, { field, reason });

function termsOf(plan: PlanRow, uom: string, start: string | null, end: string | null): ContractTerms {
  return {
    id_plan: plan.idPlan,
    plan_name: plan.name,
    rate: plan.rate,
    uom,
    monthly_fee: plan.monthlyFee,
    terms: plan.terms,
    contract_start_date: start,
    contract_end_date: end,
    cancellation_fee: plan.cancellationFee,
    cancellation_fee_type: plan.cancellationFeeType,
  };
}

/**
 * The plan a move of this enrollment to `esiid` would put the customer on: the brand's plan of
 * the same name at the new premise's utility, else its first plan there (one rule, used by the
 * quote and by the transfer itself so the two cannot disagree).
 */
export async function planForMove(db: Db, own: repo.OwnEnrollment, esiid: string, field = 'esiid') {
  const premise = await repo.findPremise(db, esiid);
  if (!premise || premise.utilityId === null) {
    throw refuse('We do not know this ESIID. Look it up again.', 'esiid_not_at_address', field);
  }
  if (premise.esiid === own.ldcAccount) {
    throw refuse('This is the address of the current service.', 'same_address', field);
  }
  const plan = await repo.findPlanForUtility(
    db,
    own.plan.brandId,
    premise.utilityId,
    own.plan.commodityId,
    own.plan.name,
  );
  if (!plan) throw refuse('We do not offer service at this address yet.', 'address_not_served', field);
  return { premise: { ...premise, utilityId: premise.utilityId }, plan };
}

/**
 * GET /v2/enrollments/{id}/transfer-quote: the current plan and contract beside the ones a move
 * to `esiid` starting on `moveIn` would bring, and the days without service in between, so the
 * customer confirms exactly what changes (issue 15) before the transfer is sent.
 */
export async function transferQuote(
  db: Db,
  session: Session,
  enrollmentId: number,
  query: TransferQuoteQuery,
): Promise<TransferQuote> {
  const own = await repo.findOwnEnrollment(db, enrollmentId, session.customerId);
  if (!own) throw enrollmentNotFound();
  const { plan } = await planForMove(db, own, query.esiid);
  const [currentUom, nextUom] = await Promise.all([
    repo.utilityUom(db, own.plan.utilityId),
    repo.utilityUom(db, plan.utilityId),
  ]);
  const { contractStartDate, contractEndDate: currentEnd } = own.enrollment;
  return {
    current: termsOf(own.plan, currentUom, contractStartDate, currentEnd),
    next: termsOf(plan, nextUom, query.moveIn, contractEndDate(query.moveIn, plan.terms)),
    gap: serviceGap(query.moveOut, query.moveIn),
  };
}
