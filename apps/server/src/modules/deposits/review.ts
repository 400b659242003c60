import { CREDIT_LETTER_STATUS, type DepositLetter } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError, refusal } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { lockLetterForReview, setLetterReview } from '../credit-letters/index.ts';
import { requireOwnEnrollment } from '../enrollments/index.ts';
import { announce, serviceAddressLine } from '../mail/index.ts';
import * as repo from './repository.ts';
import { toDepositLetter } from './service.ts';

export interface LetterReview {
  decision: 'approve' | 'reject';
  /** Required to reject (the contract refuses a blank one); an optional note to approve. */
  reason: string;
}

/**
 * POST /v2/enrollments/{id}/credit-letters/{letterId}/review (issue 15): a support agent,
 * signed in for the customer, approves or rejects the customer's pending letter. Approving
 * waives what is left of the deposit; rejecting leaves it due. Letter, deposit, audit entry,
 * notification and mail commit together; the letter row is locked so two agents (or two
 * clicks) review it once, the second getting 409. Answers the letter and the mail ids to send.
 */
export async function reviewLetter(
  db: Db,
  audit: AuditContext,
  enrollmentId: number,
  letterId: number,
  review: LetterReview,
): Promise<{ letter: DepositLetter; mailIds: number[] }> {
  // Ownership first: another customer's enrollment id gets the one 404 (decision 0008), never
  // a 403 that would tell a customer the id exists.
  await requireOwnEnrollment(db, audit.customerId, enrollmentId);
  const agent = audit.agentUserName;
  if (!agent) {
    throw new AppError('forbidden', 'Only a support agent can review a credit letter.', {
      reason: 'agent_only',
    });
  }
  return db.transaction(async (tx) => {
    const letter = await lockLetterForReview(tx, enrollmentId, letterId, audit.customerId);
    if (!letter)
      throw new AppError('not_found', 'Credit letter not found.', { reason: 'credit_letter_not_found' });
    if (letter.idStatus !== CREDIT_LETTER_STATUS.pending) {
      throw new AppError('conflict', 'This credit letter has already been reviewed.', {
        reason: 'credit_letter_reviewed',
      });
    }
    const at = new Date();
    const approve = review.decision === 'approve';
    const deposit = await repo.lockDeposit(tx, enrollmentId);
    // A letter stands in for a deposit still to pay; once paid, there is nothing to decide.
    if (deposit.pending <= 0) {
      throw refusal('deposit_not_pending', 'There is no deposit left to settle on this account.');
    }
    await setLetterReview(tx, letterId, {
      idStatus: approve ? CREDIT_LETTER_STATUS.approved : CREDIT_LETTER_STATUS.rejected,
      reason: review.reason,
      by: agent,
      at,
    });
    // What is left to pay is what the letter waives; what was paid of it stays paid.
    const waived = approve ? deposit.pending : 0;
    if (approve) await repo.waiveDeposit(tx, enrollmentId, waived, at);
    await recordAudit(tx, audit, {
      action: approve ? 'credit-letter.approve' : 'credit-letter.reject',
      entity: 'credit_letter',
      entityId: letterId,
      details: { enrollmentId, depositWaived: waived, reason: review.reason },
    });
    const address = await serviceAddressLine(tx, enrollmentId);
    const mailIds = await announce(tx, audit.customerId, {
      key: `credit-letter:${letterId}:${review.decision}`,
      kind: approve ? 'credit_letter_approved' : 'credit_letter_rejected',
      params: approve
        ? { address, amount: waived }
        : { address, amount: deposit.pending, reason: review.reason },
      path: '/',
    });
    const reviewed = { ...letter, idStatus: approve ? 2 : 3, reviewReason: review.reason, reviewedAt: at };
    return { letter: toDepositLetter(reviewed), mailIds };
  });
}
