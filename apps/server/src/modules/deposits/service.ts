import {
  CREDIT_LETTER_STATUS,
  type CreditLetterReviewStatus,
  type DepositTracker,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { marketToday } from '../billing/index.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { findNewestLetter, letterUrl, type ReviewedLetterRow } from '../credit-letters/index.ts';
import { requireOwnEnrollment } from '../enrollments/index.ts';
import { depositStatus, onTimeStreak } from './deposit-rules.ts';
import * as repo from './repository.ts';

const reviewStatus: Record<number, CreditLetterReviewStatus> = {
  [CREDIT_LETTER_STATUS.pending]: 'pending',
  [CREDIT_LETTER_STATUS.approved]: 'approved',
  [CREDIT_LETTER_STATUS.rejected]: 'rejected',
};

export function toDepositLetter(row: ReviewedLetterRow) {
  return {
    id: row.id,
    file_name: row.fileName,
    uploaded_on: marketToday(row.createdAt),
    status: reviewStatus[row.idStatus] ?? 'pending',
    reason: row.reviewReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    url: letterUrl(row.enrollmentId, row.id),
  };
}

/**
 * GET /v2/enrollments/{id}/deposit: where the deposit stands, the credit letter's review and
 * the refund progress; null for an enrollment that never had a deposit.
 */
export async function getDepositTracker(
  db: Db,
  customerId: number,
  enrollmentId: number,
): Promise<DepositTracker | null> {
  const e = await requireOwnEnrollment(db, customerId, enrollmentId);
  if (e.depositAmount <= 0 && e.pendingDepositAmount <= 0) return null;
  const [config, dueStatements, payments, letter] = await Promise.all([
    loadConfigurationParameters(db, customerId),
    repo.findDueStatements(db, enrollmentId),
    repo.findBillPayments(db, enrollmentId),
    findNewestLetter(db, enrollmentId),
  ]);
  const refundAfter = config.deposit_refund_on_time_payments;
  const standing = depositStatus({
    amount: e.depositAmount,
    pending: e.pendingDepositAmount,
    waived: e.depositWaivedAmount,
    waivedAt: e.depositWaivedAt,
    refundedAt: e.depositRefundedAt,
  });
  const onTime = onTimeStreak(dueStatements, payments, marketToday());
  return {
    id_enrollment: enrollmentId,
    ...standing,
    amount: Math.max(e.depositAmount, e.pendingDepositAmount),
    refund_after: refundAfter,
    on_time_payments: Math.min(onTime, refundAfter),
    refund_eligible: standing.status === 'paid' && onTime >= refundAfter,
    waived_at: e.depositWaivedAt?.toISOString() ?? null,
    refunded_at: e.depositRefundedAt?.toISOString() ?? null,
    letter: letter ? toDepositLetter(letter) : null,
  };
}
