import { enrollmentTimeline, type EnrollmentTimeline } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** The service's stages and its pending changes and renewals, for Home's timeline card. */
export const fetchTimeline = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<EnrollmentTimeline>(`/v2/enrollments/${enrollmentId}/timeline`),
    !import.meta.env.PROD && enrollmentTimeline,
  );

export const timelineQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'timeline'),
    queryFn: () => fetchTimeline(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useTimeline = (enrollmentId: number | null) =>
  toDataState(useQuery(timelineQuery(enrollmentId)));
