import { reinstatementQuote, type ReinstatementQuote } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** Whether the service may be reinstated, and on what terms (issue 15). */
export const fetchReinstatement = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<ReinstatementQuote>(`/v2/enrollments/${enrollmentId}/reinstatement`),
    !import.meta.env.PROD && reinstatementQuote,
  );

export const reinstatementQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'reinstatement'),
    queryFn: () => fetchReinstatement(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useReinstatement = (enrollmentId: number | null) =>
  toDataState(useQuery(reinstatementQuery(enrollmentId)));
