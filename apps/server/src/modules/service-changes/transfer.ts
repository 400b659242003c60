import {
  type AccountErrorCode,
  type ServiceChangeResponse,
  type TransferServiceRequest,
  contractEndDate,
  dropWindow,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { acceptsPaymentType, loadConfigurationParameters } from '../configuration/index.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import { findOwnProfile } from '../payments/index.ts';
import { insertRecurringBilling } from '../recurring-billing/index.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { announceServiceChange, serviceAddressLine } from '../mail/index.ts';
import { assertChangeable, assertInWindow } from './drop.ts';
import * as changes from './changes-repository.ts';
import * as repo from './repository.ts';
import type { ChangeDeps } from './change-deps.ts';
import { planForMove } from './transfer-quote.ts';

type Body = TransferServiceRequest & { serviceAddress: Required<TransferServiceRequest['serviceAddress']> };

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const refuse = (message: string, field: string, reason: AccountErrorCode) =>
  new AppError('business_rule', message, { field, reason });

/** The picked ESIID must be the premise at the typed address (ZIP, city and street). */
async function premiseFor(db: Db, address: Body['serviceAddress']) {
  const premise = await repo.findPremise(db, address.ldcAccount);
  const street = normalise(`${address.address} ${address.address2 ?? ''}`);
  const matches =
    premise &&
    premise.zipcode === address.zipcode &&
    normalise(premise.city) === normalise(address.city) &&
    (normalise(premise.address).startsWith(street) || street.startsWith(normalise(premise.address)));
  if (!premise || !matches || premise.utilityId === null) {
    throw refuse(
      'This ESIID does not belong to the address entered. Look it up again.',
      'serviceAddress.ldcAccount',
      'esiid_not_at_address',
    );
  }
  return { ...premise, utilityId: premise.utilityId };
}

function addressRow(
  a: NonNullable<TransferServiceRequest['billingAddress']>,
  stateCode: string,
  ldcAccount = '',
) {
  return {
    address1: a.address,
    address2: a.address2 ?? '',
    city: a.city,
    county: a.county ?? '',
    state: stateCode,
    ldcAccount,
    correspondenceZip: a.zipcode,
  };
}

/**
 * POST /v2/enrollments/{id}/transfer-service: the current service ends on
 * currentServiceEffectiveDate ("Pending Drop") and a new enrollment starts at the new
 * premise on newServiceStartDate ("Pending"), on the same plan where that utility offers it.
 * A chosen stored payment method pays the new service by autopay.
 */
export async function transferService(
  deps: ChangeDeps,
  audit: AuditContext,
  enrollmentId: number,
  body: Body,
): Promise<ServiceChangeResponse> {
  const { db } = deps;
  const own = await repo.findOwnEnrollment(db, enrollmentId, audit.customerId);
  if (!own) throw enrollmentNotFound();
  assertChangeable(own);
  // One read of the brand's parameters: the move-out window and the autopay rule below.
  const config = await loadConfigurationParameters(db, audit.customerId);
  assertInWindow(
    body.currentServiceEffectiveDate,
    dropWindow(config.my_account_days_to_request_drop),
    'currentServiceEffectiveDate',
  );
  if (body.newServiceStartDate < body.currentServiceEffectiveDate) {
    throw refuse(
      'The new service cannot start before the current one ends.',
      'newServiceStartDate',
      'start_before_end',
    );
  }
  const state = await repo.findMarketState(db, body.serviceAddress.state);
  if (!state)
    throw refuse('We do not sell energy in this state.', 'serviceAddress.state', 'state_not_served');
  const premise = await premiseFor(db, body.serviceAddress);
  const { plan } = await planForMove(db, own, premise.esiid, 'serviceAddress.ldcAccount');
  if (plan.idPlan !== body.acceptedPlanId) {
    // The customer confirmed other terms (the catalog changed since the quote): ask again.
    throw new AppError('conflict', 'The plan at the new address has changed. Review it again.', {
      field: 'acceptedPlanId',
      reason: 'transfer_terms_changed',
    });
  }
  const billingState = body.billingAddress
    ? await repo.findMarketState(db, body.billingAddress.state)
    : state;
  const profile = body.paymentProfileToken
    ? await findOwnProfile(db, audit.customerId, body.paymentProfileToken)
    : undefined;
  if (body.paymentProfileToken && !profile) {
    throw new AppError('bad_request', 'Choose one of your stored payment methods.', {
      field: 'paymentProfileToken',
      reason: 'payment_method_not_found',
    });
  }
  if (profile) {
    // The chosen method pays the new service by autopay, so the brand's autopay rule applies
    // exactly as it does on the autopay screen.
    const allowed = config.available_payment_types_recurring_billing;
    if (!acceptsPaymentType(allowed, profile.paymentTypeId)) {
      throw refuse(
        'This payment method cannot be used for autopay.',
        'paymentProfileToken',
        'payment_method_not_for_autopay',
      );
    }
  }
  const [pending, pendingDrop] = await Promise.all([
    repo.statusIdByName(db, repo.STATUS.pending),
    repo.statusIdByName(db, repo.STATUS.pendingDrop),
  ]);
  const { newId, mailIds } = await db.transaction(async (tx) => {
    await repo.lockEnrollment(tx, enrollmentId);
    const again = await repo.findOwnEnrollment(tx, enrollmentId, audit.customerId);
    if (!again) throw enrollmentNotFound();
    assertChangeable(again);
    const serviceAddressId = await repo.insertAddress(
      tx,
      addressRow(body.serviceAddress, state.code, premise.esiid),
    );
    const billingAddressId = body.billingAddress
      ? await repo.insertAddress(
          tx,
          addressRow(body.billingAddress, billingState?.code ?? body.billingAddress.state),
        )
      : serviceAddressId;
    const id = await repo.insertEnrollment(tx, {
      customerId: audit.customerId,
      brandId: own.enrollment.brandId,
      serviceAddressId,
      billingAddressId,
      idStatus: pending,
      contractStartDate: body.newServiceStartDate,
      contractEndDate: contractEndDate(body.newServiceStartDate, plan.terms),
      idMethodDelivery: own.enrollment.idMethodDelivery,
      canMakePayments: own.enrollment.canMakePayments,
      showPayments: own.enrollment.showPayments,
    });
    await repo.insertEnrollmentPlan(tx, {
      enrollmentId: id,
      planId: plan.idPlan,
      startDate: body.newServiceStartDate,
    });
    const agent = audit.agentUserName;
    const change = await repo.setStatus(
      tx,
      id,
      pending,
      `Transfer of service from enrollment ${enrollmentId}`,
      agent,
    );
    const meter = body.removeMeter ? 'yes' : 'no';
    const note = `Move-out on ${body.currentServiceEffectiveDate} (transfer to enrollment ${id}); remove meter: ${meter}`;
    await repo.setStatus(tx, enrollmentId, pendingDrop, note, agent);
    if (profile) await insertRecurringBilling(tx, id, profile.id, body.newServiceStartDate);
    // The two halves of the move, linked, so the timeline shows both and a withdrawal takes both back.
    const moveOut = await changes.insertChange(tx, {
      enrollmentId,
      kind: 'move_out',
      effectiveDate: body.currentServiceEffectiveDate,
      previousStatusId: again.enrollment.idStatus,
      agentUserName: agent,
    });
    const moveIn = await changes.insertChange(tx, {
      enrollmentId: id,
      kind: 'move_in',
      effectiveDate: body.newServiceStartDate,
      previousStatusId: pending,
      agentUserName: agent,
    });
    await changes.linkChanges(tx, moveOut, moveIn);
    await recordAudit(tx, audit, {
      action: 'enrollment.transfer',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { newEnrollmentId: id, esiid: premise.esiid, autopay: Boolean(profile) },
    });
    const ids = await announceServiceChange(
      tx,
      audit.customerId,
      enrollmentId,
      {
        change: 'transfer',
        stage: 'requested',
        date: body.newServiceStartDate,
        newAddress: await serviceAddressLine(tx, id),
      },
      `transfer:${change}`,
    );
    return { newId: id, mailIds: ids };
  });
  deps.dispatch(mailIds);
  return {
    succeeded: true,
    message: `Your service moves to ${body.serviceAddress.address} on ${body.newServiceStartDate}.`,
    id_enrollment: newId,
  };
}
