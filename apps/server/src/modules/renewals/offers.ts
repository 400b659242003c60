import {
  type AcceptedRenewal,
  changeBlock,
  contractDaysLeft,
  contractEndDate,
  type LanguageId,
  marketToday,
  type PricedPlan,
  RENEWAL_NOTICE_DAYS,
  type RenewalOffer,
  type RenewalOffers,
  type RenewalRefusal,
  renewalStart,
} from '@myaccount/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { plans } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { planDocumentVersions } from '../documents/index.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import { pricingFromRows, type UsageUnit, usageForCycle } from '../rating/index.ts';
import { type BilledCycle, priceOnUsage, ratesInForce } from './price-on-usage.ts';
import * as repo from './repository.ts';

/** An estimate is a year: the customer's last 12 billed cycles. */
export const MONTHS_RATED = 12;

type PlanRow = typeof plans.$inferSelect;

/** Why the service cannot be renewed now, or null. One rule for the offers and the acceptance. */
export function renewalRefusal(subject: repo.RenewalSubject, pending: boolean): RenewalRefusal | null {
  const e = subject.enrollment;
  if (!e.isRenewable || !e.showRenewable) return 'not_renewable';
  const block = changeBlock(subject.statusCode, e.isActive);
  if (block) return block;
  return pending ? 'renewal_pending' : null;
}

export function toAcceptedRenewal(row: Awaited<ReturnType<typeof repo.renewalsOf>>[number]): AcceptedRenewal {
  const r = row.renewal;
  return {
    id: r.id,
    plan_name: row.planName,
    start_date: r.startDate,
    end_date: r.endDate,
    accepted_on: r.acceptedOn,
    rate: row.rate,
    annual_cost: r.annualCost,
  };
}

/** Rates every candidate plan on the customer's last billed cycles (today's delivery and taxes). */
async function priceCandidates(db: Db | Tx, subject: repo.RenewalSubject, candidates: PlanRow[]) {
  const commodity = subject.commodity === 'Gas' ? 'gas' : 'electricity';
  const [components, tariff, taxes, billed] = await Promise.all([
    repo.priceComponentsOf(
      db,
      candidates.map((p) => p.idPlan),
    ),
    repo.tariffOf(db, subject.plan.utilityId),
    repo.taxesOf(db, commodity),
    repo.lastBilledCycles(db, subject.enrollment.idEnrollment, MONTHS_RATED),
  ]);
  const cycles: BilledCycle[] = billed.cycles.map((c) => {
    const cycle = { start: c.start, end: c.end };
    return { cycle, usage: usageForCycle(cycle, billed.days, c.usage) };
  });
  const rates = ratesInForce(tariff, taxes, marketToday());
  const priced = (plan: PlanRow): PricedPlan => {
    const pricing = pricingFromRows(
      commodity,
      subject.uom as UsageUnit,
      components.filter((c) => c.planId === plan.idPlan),
    );
    const estimate = priceOnUsage(pricing, cycles, rates, MONTHS_RATED);
    return {
      id_plan: plan.idPlan,
      plan_name: plan.name,
      rate: plan.rate,
      uom: subject.uom,
      monthly_fee: plan.monthlyFee,
      terms: plan.terms,
      cancellation_fee: plan.cancellationFee,
      cancellation_fee_type: plan.cancellationFeeType,
      annual_cost: estimate.annualCost,
      cents_per_unit: estimate.centsPerUnit,
      usage_total: estimate.usageTotal,
      months: estimate.months,
    };
  };
  return { priced, monthsRated: cycles.length };
}

/** Cheapest estimate first; by rate when there is no estimate. */
const byCost = (a: PricedPlan, b: PricedPlan) =>
  (a.annual_cost ?? Infinity) - (b.annual_cost ?? Infinity) || a.rate - b.rate;

/**
 * The contract plans the brand sells at the subject's premise, each priced on the customer's
 * own last 12 billed cycles, starting on `start`, with the documents to accept (a plan that
 * requires autopay only where `autopay`), cheapest first; and the month-to-month plan priced
 * the same way. Renewal and re-enrolment both offer these (re-enrolment through index.ts).
 */
export async function pricedOffers(
  db: Db,
  subject: repo.RenewalSubject,
  start: string,
  language: LanguageId,
  autopay: boolean,
): Promise<{ offers: RenewalOffer[]; monthToMonth: PricedPlan | null; monthsRated: number }> {
  const candidates = await repo.plansLike(db, subject.plan);
  // A plan that requires autopay is offered to a service that pays by autopay.
  const contracts = candidates.filter((p) => p.terms > 1 && (autopay || !p.recurringBillingRequired));
  const monthly = candidates.filter((p) => p.terms <= 1).sort((a, b) => a.rate - b.rate)[0];
  const { priced, monthsRated } = await priceCandidates(db, subject, candidates);
  const offers: RenewalOffer[] = await Promise.all(
    contracts.map(async (plan) => ({
      ...priced(plan),
      contract_start_date: start,
      contract_end_date: contractEndDate(start, plan.terms)!,
      documents: await planDocumentVersions(db, plan.idPlan, language),
    })),
  );
  return { offers: offers.sort(byCost), monthToMonth: monthly ? priced(monthly) : null, monthsRated };
}

/**
 * The offer the customer accepted, checked against the offers priced now: a plan not offered
 * is 422 `offer_not_available`, any document at another version than shown 409
 * `renewal_terms_changed`. One rule for renewal and re-enrolment.
 */
export function acceptedOffer<O extends RenewalOffer>(
  offers: O[],
  request: { planId: number; documents: { kind: string; version: string }[] },
): O {
  const offer = offers.find((o) => o.id_plan === request.planId);
  if (!offer) {
    throw new AppError('business_rule', 'This plan is not offered for this service.', {
      reason: 'offer_not_available',
      field: 'planId',
    });
  }
  const accepted = new Map(request.documents.map((d) => [d.kind, d.version]));
  if (offer.documents.some((d) => accepted.get(d.kind) !== d.version)) {
    throw new AppError('conflict', 'The plan documents changed; review them again.', {
      reason: 'renewal_terms_changed',
      field: 'documents',
    });
  }
  return offer;
}

/**
 * GET /v2/enrollments/{id}/renewal-offers (issue 15): the contract plans the brand sells at
 * this premise, each priced on the customer's own last 12 billed cycles by the rating
 * engine, with the documents to accept; beside them what staying put costs (the
 * month-to-month plan the contract rolls onto). A service that cannot be renewed gets the
 * reason and no offers.
 */
export async function renewalOffers(
  db: Db,
  customerId: number,
  enrollmentId: number,
  language: LanguageId,
): Promise<RenewalOffers> {
  const subject = await repo.findRenewalSubject(db, enrollmentId, customerId);
  if (!subject) throw enrollmentNotFound();
  const today = marketToday();
  const pending = await repo.scheduledRenewal(db, enrollmentId);
  const reason = renewalRefusal(subject, pending !== undefined);
  const end = subject.enrollment.contractEndDate;
  const base = {
    contract_end_date: end,
    days_left: contractDaysLeft(end, today),
    notice_days: RENEWAL_NOTICE_DAYS,
    eligible: reason === null,
    reason,
    pending: pending ? toAcceptedRenewal(pending) : null,
  };
  if (reason) return { ...base, months_rated: 0, month_to_month: null, offers: [] };

  const autopay = await repo.hasAutopay(db, enrollmentId);
  const priced = await pricedOffers(db, subject, renewalStart(end, today), language, autopay);
  return {
    ...base,
    months_rated: priced.monthsRated,
    month_to_month: priced.monthToMonth,
    offers: priced.offers,
  };
}
