import { type AcceptedRenewal, marketToday, type RenewalRequest, renewalRequest } from '@myaccount/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import { acceptedOffer, renewalOffers, renewalRefusal, toAcceptedRenewal } from './offers.ts';
import * as repo from './repository.ts';

type Request = z.output<typeof renewalRequest>;

function refused(reason: NonNullable<ReturnType<typeof renewalRefusal>>): AppError {
  const message = `This service cannot be renewed now: ${reason}.`;
  return new AppError(reason === 'renewal_pending' ? 'conflict' : 'business_rule', message, { reason });
}

/**
 * POST /v2/enrollments/{id}/renewal (issue 15): accepts one of the offers with the exact
 * document versions the customer was shown. The offer is priced again here, so what is
 * recorded is what the screen showed; a plan that is no longer offered is 422
 * `offer_not_available`, documents that changed since 409 `renewal_terms_changed`. The rule
 * is checked again with the enrollment row locked, so two renewals at once record one.
 */
export async function acceptRenewal(
  db: Db,
  audit: AuditContext,
  enrollmentId: number,
  body: RenewalRequest | Request,
): Promise<AcceptedRenewal> {
  const request = renewalRequest.parse(body);
  const quote = await renewalOffers(db, audit.customerId, enrollmentId, request.language);
  if (quote.reason) throw refused(quote.reason);
  const offer = acceptedOffer(quote.offers, request);
  const id = await db.transaction(async (tx) => {
    const subject = await repo.findRenewalSubject(tx, enrollmentId, audit.customerId, true);
    if (!subject) throw enrollmentNotFound();
    const pending = await repo.scheduledRenewal(tx, enrollmentId);
    const reason = renewalRefusal(subject, pending !== undefined);
    if (reason) throw refused(reason);
    const renewalId = await repo.insertRenewal(tx, {
      enrollmentId,
      planId: offer.id_plan,
      previousPlanId: subject.plan.idPlan,
      startDate: offer.contract_start_date,
      endDate: offer.contract_end_date,
      documents: offer.documents.map((d) => ({
        kind: d.kind,
        version: d.version,
        language: request.language,
      })),
      annualCost: offer.annual_cost,
      centsPerUnit: offer.cents_per_unit,
      acceptedOn: marketToday(),
      agentUserName: audit.agentUserName,
    });
    await recordAudit(tx, audit, {
      action: 'service.renewal.accept',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: {
        renewalId,
        planId: offer.id_plan,
        previousPlanId: subject.plan.idPlan,
        startDate: offer.contract_start_date,
        endDate: offer.contract_end_date,
        documents: offer.documents.map((d) => `${d.kind}@${d.version}`),
        annualCost: offer.annual_cost,
      },
    });
    return renewalId;
  });
  const rows = await repo.renewalsOf(db, enrollmentId);
  return toAcceptedRenewal(rows.find((r) => r.renewal.id === id)!);
}
