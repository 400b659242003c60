import { pendingPayment, type PendingPayment } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** Portal payments captured but not yet posted by the billing system. */
export const fetchPendingPayments = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<PendingPayment[]>(
      `/v2/payments/charge-transaction/by-enrollment/${enrollmentId}?sentToBillingSystem=false&hasBeenCaptured=true`,
    ),
    !import.meta.env.PROD && pendingPayment.array(),
  );

export const pendingPaymentsQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'pending-payments'),
    queryFn: () => fetchPendingPayments(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const usePendingPayments = (enrollmentId: number | null) =>
  toDataState(useQuery(pendingPaymentsQuery(enrollmentId)));
