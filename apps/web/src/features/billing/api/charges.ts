import { charge, type Charge } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** The itemised charges of the enrollment's last statement. */
export const fetchCharges = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<Charge[]>(`/v2/billing/charges/${enrollmentId}`),
    !import.meta.env.PROD && charge.array(),
  );

export const chargesQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'charges'),
    queryFn: () => fetchCharges(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useCharges = (enrollmentId: number | null) => toDataState(useQuery(chargesQuery(enrollmentId)));
