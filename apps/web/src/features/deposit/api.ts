import type { CreditLetterReviewRequest, DepositLetter, DepositTracker } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** The enrollment's deposit, or null when it never had one. */
export const getDeposit = (enrollmentId: number) =>
  apiClient.get<DepositTracker | null>(`/v2/enrollments/${enrollmentId}/deposit`);

/** A support agent's decision on a pending credit letter (refused to customers). */
export const reviewCreditLetter = (enrollmentId: number, letterId: number, body: CreditLetterReviewRequest) =>
  apiClient.post<DepositLetter>(`/v2/enrollments/${enrollmentId}/credit-letters/${letterId}/review`, body);
