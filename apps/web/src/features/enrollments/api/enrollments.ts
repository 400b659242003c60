import { type AddressGroup, enrollmentsByAddress } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, customerKey } from '../../../lib/query';

/** The customer's enrollments by service address (spec §4); every screen works on one of them. */
export const fetchEnrollments = async (customerId: number) =>
  checkedReply(
    await apiClient.get<AddressGroup[]>(`/v2/customers/${customerId}/enrollments`),
    !import.meta.env.PROD && enrollmentsByAddress,
  );

export const enrollmentsQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: customerKey(customerId, 'enrollments'),
    queryFn: () => fetchEnrollments(customerId!),
    enabled: customerId !== null,
  });

export const useEnrollments = (customerId: number | null) => useQuery(enrollmentsQuery(customerId));
