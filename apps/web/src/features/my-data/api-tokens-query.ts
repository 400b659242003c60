import { apiToken, type ApiToken } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { checkedReply, customerKey, toDataState } from '../../lib/query';

/** The customer's personal API tokens (never the tokens themselves). */
export const fetchApiTokens = async (customerId: number) =>
  checkedReply(
    await apiClient.get<ApiToken[]>(`/v2/customers/${customerId}/api-tokens`),
    !import.meta.env.PROD && apiToken.array(),
  );

export const apiTokensQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: customerKey(customerId, 'api-tokens'),
    queryFn: () => fetchApiTokens(customerId!),
    enabled: customerId !== null,
  });

export const useApiTokens = (customerId: number | null) => toDataState(useQuery(apiTokensQuery(customerId)));
