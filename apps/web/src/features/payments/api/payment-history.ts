import { paymentHistoryEntry, type PaymentHistoryEntry } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** Payments posted to the enrollment's account, newest first (spec §7 Payments). */
export const fetchPaymentHistory = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<PaymentHistoryEntry[]>(`/v2/payments/history-by-enrollment/${enrollmentId}`),
    !import.meta.env.PROD && paymentHistoryEntry.array(),
  );

export const paymentHistoryQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'payment-history'),
    queryFn: () => fetchPaymentHistory(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const usePaymentHistory = (enrollmentId: number | null) =>
  toDataState(useQuery(paymentHistoryQuery(enrollmentId)));
