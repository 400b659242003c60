import { reenrollOffers, type ReenrollOffers } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** The plans an ended service may enrol in again (issue 15). */
export const fetchReenrollOffers = async (enrollmentId: number, language: string) =>
  checkedReply(
    await apiClient.get<ReenrollOffers>(
      `/v2/enrollments/${enrollmentId}/reenroll-offers?languageId=${language}`,
    ),
    !import.meta.env.PROD && reenrollOffers,
  );

export const reenrollOffersQuery = (enrollmentId: number | null, language: string | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'reenroll-offers', language),
    queryFn: () => fetchReenrollOffers(enrollmentId!, language!),
    enabled: enrollmentId !== null && language !== null,
  });

export const useReenrollOffers = (enrollmentId: number | null, language: string | null) =>
  toDataState(useQuery(reenrollOffersQuery(enrollmentId, language)));
