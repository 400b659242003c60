import { usageRecord, type UsageRecord } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** Billed usage per statement period. */
export const fetchUsageHistory = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<UsageRecord[]>(`/v2/billing/usage-history/${enrollmentId}`),
    !import.meta.env.PROD && usageRecord.array(),
  );

export const usageHistoryQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'usage-history'),
    queryFn: () => fetchUsageHistory(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useUsageHistory = (enrollmentId: number | null) =>
  toDataState(useQuery(usageHistoryQuery(enrollmentId)));
