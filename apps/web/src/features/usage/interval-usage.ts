import { usageSmtHistory, type UsageSmtHistory, type UsageSmtRequest } from '@myaccount/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { checkedReply, enrollmentKey } from '../../lib/query';

/** Interval reads of a window, by period, with an optional comparison (spec §7 Usage). */
export const fetchIntervalUsage = async (enrollmentId: number, request: UsageSmtRequest) =>
  checkedReply(
    await apiClient.post<UsageSmtHistory>(`/v2/billing/usage-smt-history/${enrollmentId}`, request),
    !import.meta.env.PROD && usageSmtHistory,
  );

export const intervalUsageQuery = (enrollmentId: number | null, request: UsageSmtRequest) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'usage-interval', request),
    queryFn: () => fetchIntervalUsage(enrollmentId!, request),
    enabled: enrollmentId !== null,
    // Another window of the same service keeps the shown one until it arrives; another service
    // starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === enrollmentId ? keepPreviousData(previous) : undefined,
  });

export const useIntervalUsageQuery = (enrollmentId: number | null, request: UsageSmtRequest) =>
  useQuery(intervalUsageQuery(enrollmentId, request));
