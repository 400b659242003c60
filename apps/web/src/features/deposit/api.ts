import type { CreditLetterReviewRequest, DepositLetter } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** A support agent's decision on a pending credit letter (refused to customers). */
export const reviewCreditLetter = (enrollmentId: number, letterId: number, body: CreditLetterReviewRequest) =>
  apiClient.post<DepositLetter>(`/v2/enrollments/${enrollmentId}/credit-letters/${letterId}/review`, body);
