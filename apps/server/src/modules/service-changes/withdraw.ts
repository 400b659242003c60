import { type ServiceChangeResponse, isWithdrawable, marketToday, withdrawUntil } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { announceServiceChange, serviceAddressLine } from '../mail/index.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import * as changes from './changes-repository.ts';
import * as repo from './repository.ts';
import type { ChangeDeps } from './change-deps.ts';

const changeNotFound = () =>
  new AppError('not_found', 'Service change not found.', { reason: 'service_change_not_found' });
const notPending = () =>
  new AppError('conflict', 'This change is no longer pending.', { reason: 'change_not_pending' });

/**
 * The change and, for a transfer, its other half. A transfer is withdrawn as a whole, from
 * either enrollment, and its cut-off counts from the move-out (the earlier date).
 */
async function changeWithHalf(db: Db, change: changes.ServiceChangeRow) {
  const other =
    change.linkedChangeId === null ? undefined : await changes.findChange(db, change.linkedChangeId);
  const all = other ? [change, other] : [change];
  const first = all.find((c) => c.kind !== 'move_in') ?? change;
  return { all, cutoff: withdrawUntil(first.effectiveDate) };
}

/**
 * POST /v2/enrollments/{id}/service-changes/{changeId}/withdraw: takes back a pending drop or
 * transfer until WITHDRAW_CUTOFF_DAYS before it takes effect (422 after). The service keeps
 * the status it had; a transfer's new enrollment is cancelled and its autopay ended. One
 * transaction with the rows locked, so a withdrawal and a second request cannot interleave.
 */
export async function withdrawChange(
  deps: ChangeDeps,
  audit: AuditContext,
  enrollmentId: number,
  changeId: number,
): Promise<ServiceChangeResponse> {
  const { db } = deps;
  // Another customer's enrollment answers like an unknown one (decision 0008), then the change.
  if (!(await repo.findOwnEnrollment(db, enrollmentId, audit.customerId))) throw enrollmentNotFound();
  const change = await changes.findOwnChange(db, changeId, enrollmentId, audit.customerId);
  if (!change) throw changeNotFound();
  if (change.status !== 'scheduled') throw notPending();
  if (!isWithdrawable(change.kind)) {
    // A re-enrolment or reinstatement is not undone here: the customer drops the service again.
    throw new AppError('business_rule', 'This change cannot be withdrawn.', {
      reason: 'change_not_withdrawable',
    });
  }
  const { all, cutoff } = await changeWithHalf(db, change);
  if (marketToday() > cutoff) {
    throw new AppError('business_rule', `This change could be withdrawn until ${cutoff}.`, {
      reason: 'withdraw_cutoff_passed',
    });
  }
  const cancelled = await repo.statusIdByName(db, repo.STATUS.cancelled);
  const agent = audit.agentUserName;
  const mailIds = await db.transaction(async (tx) => {
    await repo.lockEnrollments(
      tx,
      all.map((c) => c.enrollmentId),
    );
    for (const c of all) {
      const again = await changes.findChange(tx, c.id);
      if (again?.status !== 'scheduled') throw notPending();
      await changes.cancelChange(tx, c.id);
      if (c.kind === 'move_in') {
        await repo.setStatus(
          tx,
          c.enrollmentId,
          cancelled,
          `Transfer withdrawn (change ${change.id})`,
          agent,
        );
        await changes.closeWithdrawnEnrollment(tx, c.enrollmentId);
      } else {
        const note = `${c.kind === 'drop' ? 'Drop' : 'Move-out'} for ${c.effectiveDate} withdrawn`;
        await repo.setStatus(tx, c.enrollmentId, c.previousStatusId, note, agent);
      }
    }
    await recordAudit(tx, audit, {
      action: 'enrollment.change_withdrawn',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { changeIds: all.map((c) => c.id), kinds: all.map((c) => c.kind), cutoff },
    });
    // Told in the same transaction: "the end of your service / your move was cancelled".
    const moveIn = all.find((c) => c.kind === 'move_in');
    const first = all.find((c) => c.kind !== 'move_in') ?? change;
    return announceServiceChange(
      tx,
      audit.customerId,
      first.enrollmentId,
      moveIn
        ? {
            change: 'transfer',
            stage: 'cancelled',
            newAddress: await serviceAddressLine(tx, moveIn.enrollmentId),
          }
        : { change: 'drop', stage: 'cancelled', date: first.effectiveDate },
      `withdraw:${first.id}`,
    );
  });
  deps.dispatch(mailIds);
  return {
    succeeded: true,
    message: change.kind === 'drop' ? 'Your cancellation was withdrawn.' : 'Your transfer was withdrawn.',
  };
}
