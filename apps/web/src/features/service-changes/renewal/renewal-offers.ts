import { renewalOffers, type RenewalOffers } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** The selected service's renewal offers, each priced on its own usage (issue 15). */
export const fetchRenewalOffers = async (enrollmentId: number, language: string) =>
  checkedReply(
    await apiClient.get<RenewalOffers>(
      `/v2/enrollments/${enrollmentId}/renewal-offers?languageId=${language}`,
    ),
    !import.meta.env.PROD && renewalOffers,
  );

export const renewalOffersQuery = (enrollmentId: number | null, language: string | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'renewal-offers', language),
    queryFn: () => fetchRenewalOffers(enrollmentId!, language!),
    enabled: enrollmentId !== null && language !== null,
  });

export const useRenewalOffers = (enrollmentId: number | null, language: string | null) =>
  toDataState(useQuery(renewalOffersQuery(enrollmentId, language)));
