import { depositTracker, type DepositTracker } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../lib/query';

/** The enrollment's deposit, or null when it never had one. */
export const fetchDeposit = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<DepositTracker | null>(`/v2/enrollments/${enrollmentId}/deposit`),
    !import.meta.env.PROD && depositTracker.nullable(),
  );

export const depositQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'deposit'),
    queryFn: () => fetchDeposit(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useDeposit = (enrollmentId: number | null) => toDataState(useQuery(depositQuery(enrollmentId)));
