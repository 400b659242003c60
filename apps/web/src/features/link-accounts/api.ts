import type { LinkAccountsRequest, LinkAccountsResponse } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** Spec §8: link-account answers with a flag and a message, never a throw. */
export async function linkAccounts(
  customerId: number,
  body: LinkAccountsRequest,
): Promise<LinkAccountsResponse> {
  try {
    return await apiClient.post<LinkAccountsResponse>(`/v2/customers/${customerId}/link-accounts`, body);
  } catch (failure) {
    return { succeeded: false, message: failure instanceof Error ? failure.message : '' };
  }
}
