import { accountAccess, type AccountAccess } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { checkedReply, customerKey, toDataState } from '../../lib/query';

/** Sessions of the last 90 days (own and agents') and linked older accounts. */
export const fetchAccountAccess = async (customerId: number) =>
  checkedReply(
    await apiClient.get<AccountAccess>(`/v2/customers/${customerId}/access`),
    !import.meta.env.PROD && accountAccess,
  );

export const accountAccessQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: customerKey(customerId, 'account-access'),
    queryFn: () => fetchAccountAccess(customerId!),
    enabled: customerId !== null,
  });

export const useAccountAccess = (customerId: number | null) =>
  toDataState(useQuery(accountAccessQuery(customerId)));
