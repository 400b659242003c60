import {
  type DropRequest,
  type ServiceChangeResponse,
  changeBlock,
  dropWindow,
  earlyTerminationFee,
} from '@myaccount/contract';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { announceServiceChange } from '../mail/index.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import * as changes from './changes-repository.ts';
import * as repo from './repository.ts';
import type { ChangeDeps } from './change-deps.ts';

/** Only a running service can be dropped or moved, and only once. */
export function assertChangeable(e: repo.OwnEnrollment): void {
  const block = changeBlock(e.statusCode, e.enrollment.isActive);
  if (block === 'already_scheduled_to_end') {
    throw new AppError('conflict', 'This service is already scheduled to end.', { reason: block });
  }
  if (block === 'service_not_active') {
    throw new AppError('business_rule', 'Only an active service can be changed.', { reason: block });
  }
}

export function assertInWindow(date: string, window: { first: string; last: string }, field: string) {
  if (date < window.first || date > window.last) {
    throw new AppError('business_rule', `Choose a date from ${window.first} to ${window.last}.`, {
      field,
      reason: 'date_outside_window',
    });
  }
}

/**
 * POST /v2/enrollments/{id}/drop: schedules the end of service. The enrollment moves to
 * "Pending Drop" and the request (date, reason, meter) is kept in its status history.
 */
export async function dropService(
  deps: ChangeDeps,
  audit: AuditContext,
  enrollmentId: number,
  body: DropRequest,
): Promise<ServiceChangeResponse> {
  const { db } = deps;
  const own = await repo.findOwnEnrollment(db, enrollmentId, audit.customerId);
  if (!own) throw enrollmentNotFound();
  if (body.reasonCodeId === 0)
    throw new AppError('bad_request', 'Choose a reason.', {
      field: 'reasonCodeId',
      reason: 'reason_required',
    });
  const reason = await repo.findDropCode(db, body.reasonCodeId, own.plan.utilityId);
  if (!reason?.selectableByCustomer) {
    throw new AppError('bad_request', 'Choose one of the reasons offered.', {
      field: 'reasonCodeId',
      reason: 'reason_not_offered',
    });
  }
  assertChangeable(own);
  if (!own.enrollment.showCancelButton) {
    throw new AppError('business_rule', 'This service cannot be cancelled online. Please call us.', {
      reason: 'cancel_not_online',
    });
  }
  const config = await loadConfigurationParameters(db, audit.customerId);
  assertInWindow(body.effectiveDate, dropWindow(config.my_account_days_to_request_drop), 'effectiveDate');

  const fee = earlyTerminationFee(
    {
      cancellationFee: own.plan.cancellationFee,
      cancellationFeeType: own.plan.cancellationFeeType,
      contractEndDate: own.enrollment.contractEndDate,
      waiveEtf: own.enrollment.waiveEtf,
    },
    body.effectiveDate,
  );
  const pendingDrop = await repo.statusIdByName(db, repo.STATUS.pendingDrop);
  const note = `Drop requested for ${body.effectiveDate}; reason ${reason.code}; remove meter: ${body.removeMeter ? 'yes' : 'no'}`;
  const mailIds = await db.transaction(async (tx) => {
    // Checked again under the row lock, so of two concurrent requests only one drops.
    await repo.lockEnrollment(tx, enrollmentId);
    const again = await repo.findOwnEnrollment(tx, enrollmentId, audit.customerId);
    if (!again) throw enrollmentNotFound();
    assertChangeable(again);
    const change = await repo.setStatus(tx, enrollmentId, pendingDrop, note, audit.agentUserName);
    await changes.insertChange(tx, {
      enrollmentId,
      kind: 'drop',
      effectiveDate: body.effectiveDate,
      previousStatusId: again.enrollment.idStatus,
      agentUserName: audit.agentUserName,
    });
    await recordAudit(tx, audit, {
      action: 'enrollment.drop',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: {
        effectiveDate: body.effectiveDate,
        reason: reason.code,
        removeMeter: body.removeMeter,
        earlyTerminationFee: fee,
      },
    });
    return announceServiceChange(
      tx,
      audit.customerId,
      enrollmentId,
      { change: 'drop', stage: 'scheduled', date: body.effectiveDate },
      `drop:${change}`,
    );
  });
  deps.dispatch(mailIds);
  return { succeeded: true, message: `Your service is scheduled to end on ${body.effectiveDate}.` };
}
