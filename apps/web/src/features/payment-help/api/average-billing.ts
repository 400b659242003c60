import { averageBillingStatus, type AverageBillingStatus } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** Average billing: whether it may start, or the amount while it runs (issue 15 §3). */
export const fetchAverageBilling = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`),
    !import.meta.env.PROD && averageBillingStatus,
  );

export const averageBillingQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'average-billing'),
    queryFn: () => fetchAverageBilling(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useAverageBilling = (enrollmentId: number | null) =>
  toDataState(useQuery(averageBillingQuery(enrollmentId)));
