import type { CreditLetterReviewRequest, DepositLetter } from '@myaccount/contract';
import { depositLetter } from '@myaccount/contract';
import { checkedReply } from '../../lib/query';
import { apiClient } from '../../lib/api-client';

/** A support agent's decision on a pending credit letter (refused to customers). */
export const reviewCreditLetter = async (
  enrollmentId: number,
  letterId: number,
  body: CreditLetterReviewRequest,
) =>
  checkedReply(
    await apiClient.post<DepositLetter>(
      `/v2/enrollments/${enrollmentId}/credit-letters/${letterId}/review`,
      body,
    ),
    !import.meta.env.PROD && depositLetter,
  );
