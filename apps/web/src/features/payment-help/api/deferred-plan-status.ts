import { deferredPlanStatus, type DeferredPlanStatus } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** Whether the balance may be paid in instalments, and the plan if one runs (issue 15 §2). */
export const fetchDeferredPlanStatus = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<DeferredPlanStatus>(`/v2/payment-help/${enrollmentId}/deferred-plan`),
    !import.meta.env.PROD && deferredPlanStatus,
  );

export const deferredPlanStatusQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'deferred-plan'),
    queryFn: () => fetchDeferredPlanStatus(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useDeferredPlanStatus = (enrollmentId: number | null) =>
  toDataState(useQuery(deferredPlanStatusQuery(enrollmentId)));
