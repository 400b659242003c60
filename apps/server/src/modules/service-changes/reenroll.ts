import {
  contractEndDate,
  marketToday,
  type Reenrollment,
  type RenewalRequest,
  renewalRequest,
} from '@myaccount/contract';
import { reenrollments } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import { announceServiceChange } from '../mail/index.ts';
import { acceptedOffer } from '../renewals/index.ts';
import * as changes from './changes-repository.ts';
import { reenrollOffers, reenrollRefusal, reenrollRefused } from './reenroll-offers.ts';
import * as repo from './repository.ts';
import type { ChangeDeps } from './change-deps.ts';

/**
 * POST /v2/enrollments/{id}/reenroll (issue 15): enrols the customer again at the premise of
 * their own ended service, on one of the offers with the exact document versions shown. One
 * transaction with the ended enrollment's row locked: a new pending enrollment at the same
 * service and billing addresses (contract from the offer's start), its status history, a
 * `re_enroll` change for its timeline, the acceptance with the documents (table
 * `reenrollments`), the audit entry and the notice with its mail. The rule is checked again under the lock, so two
 * requests at once enrol once (the second finds the premise served: 422 `premise_has_service`).
 */
export async function reenroll(
  deps: ChangeDeps,
  audit: AuditContext,
  enrollmentId: number,
  body: RenewalRequest,
): Promise<Reenrollment> {
  const { db } = deps;
  const accepted = renewalRequest.parse(body);
  const quote = await reenrollOffers(db, audit.customerId, enrollmentId, accepted.language);
  if (quote.reason) throw reenrollRefused(quote.reason);
  const offer = acceptedOffer(quote.offers, accepted);
  const [pending, config] = await Promise.all([
    repo.statusIdByName(db, repo.STATUS.pending),
    loadConfigurationParameters(db, audit.customerId),
  ]);
  const agent = audit.agentUserName;
  const today = marketToday();
  const start = offer.contract_start_date;
  const end = contractEndDate(start, offer.terms)!;
  const { newId, acceptanceId, mailIds } = await db.transaction(async (tx) => {
    await repo.lockEnrollment(tx, enrollmentId);
    const old = await repo.findOwnEnrollment(tx, enrollmentId, audit.customerId);
    if (!old) throw enrollmentNotFound();
    const reason = await reenrollRefusal(tx, old, config.my_account_reenroll_option);
    if (reason) throw reenrollRefused(reason);
    const e = old.enrollment;
    const id = await repo.insertEnrollment(tx, {
      customerId: audit.customerId,
      brandId: e.brandId,
      serviceAddressId: e.serviceAddressId,
      billingAddressId: e.billingAddressId,
      idStatus: pending,
      contractStartDate: start,
      contractEndDate: end,
      isRenewable: e.isRenewable,
      showRenewable: e.showRenewable,
      showCancelButton: e.showCancelButton,
      isTxMarket: e.isTxMarket,
      idMethodDelivery: e.idMethodDelivery,
      canMakePayments: e.canMakePayments,
      showPayments: e.showPayments,
    });
    await repo.insertEnrollmentPlan(tx, { enrollmentId: id, planId: offer.id_plan, startDate: start });
    await repo.setStatus(tx, id, pending, `Re-enrolment after enrollment ${enrollmentId} ended`, agent);
    await changes.insertChange(tx, {
      enrollmentId: id,
      kind: 're_enroll',
      effectiveDate: start,
      previousStatusId: pending,
      agentUserName: agent,
    });
    const [row] = await tx
      .insert(reenrollments)
      .values({
        fromEnrollmentId: enrollmentId,
        enrollmentId: id,
        planId: offer.id_plan,
        startDate: start,
        endDate: end,
        documents: offer.documents.map((d) => ({
          kind: d.kind,
          version: d.version,
          language: accepted.language,
        })),
        annualCost: offer.annual_cost,
        centsPerUnit: offer.cents_per_unit,
        winback: offer.winback,
        acceptedOn: today,
        agentUserName: agent,
      })
      .returning({ id: reenrollments.id });
    await recordAudit(tx, audit, {
      action: 'service.reenroll.accept',
      entity: 'enrollment',
      entityId: id,
      details: {
        fromEnrollmentId: enrollmentId,
        planId: offer.id_plan,
        startDate: start,
        endDate: end,
        documents: offer.documents.map((d) => `${d.kind}@${d.version}`),
        annualCost: offer.annual_cost,
        winback: offer.winback,
      },
    });
    // Told on the new enrollment (its address is the same premise), once per acceptance.
    const mailIds = await announceServiceChange(
      tx,
      audit.customerId,
      id,
      { change: 'reenroll', date: start, endDate: end, plan: offer.plan_name },
      `reenroll:${row!.id}`,
    );
    return { newId: id, acceptanceId: row!.id, mailIds };
  });
  deps.dispatch(mailIds);
  return {
    id: acceptanceId,
    id_enrollment: newId,
    plan_name: offer.plan_name,
    start_date: start,
    end_date: end,
    accepted_on: today,
    rate: offer.rate,
    annual_cost: offer.annual_cost,
    winback: offer.winback,
  };
}
