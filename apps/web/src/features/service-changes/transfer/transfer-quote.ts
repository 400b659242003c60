import { transferQuote, type TransferQuote } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey } from '../../../lib/query';

export interface Move {
  esiid: string;
  moveOut: string;
  moveIn: string;
}

/** The new address's plan and contract beside the current ones, for the customer to confirm. */
export const fetchTransferQuote = async (enrollmentId: number, { esiid, moveOut, moveIn }: Move) =>
  checkedReply(
    await apiClient.get<TransferQuote>(
      `/v2/enrollments/${enrollmentId}/transfer-quote?esiid=${encodeURIComponent(esiid)}&moveOut=${moveOut}&moveIn=${moveIn}`,
    ),
    !import.meta.env.PROD && transferQuote,
  );

/**
 * Asked when the review opens (`enabled`), and always fresh: the customer confirms the terms
 * the server quotes now, not ones remembered from an earlier visit to the review.
 */
export const transferQuoteQuery = (enrollmentId: number | null, move: Move, enabled: boolean) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'transfer-quote', move),
    queryFn: () => fetchTransferQuote(enrollmentId!, move),
    enabled: enabled && enrollmentId !== null,
    staleTime: 0,
  });

export const useTransferQuote = (enrollmentId: number | null, move: Move, enabled: boolean) =>
  useQuery(transferQuoteQuery(enrollmentId, move, enabled));
