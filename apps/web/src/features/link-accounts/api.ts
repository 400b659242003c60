import type { LinkAccountsRequest, LinkAccountsResponse } from '@myaccount/contract';
import { linkAccountsResponse } from '@myaccount/contract';
import { checkedReply } from '../../lib/query';
import { apiClient } from '../../lib/api-client';

/** Spec §8: link-account answers with a flag and a message, never a throw. */
export async function linkAccounts(
  customerId: number,
  body: LinkAccountsRequest,
): Promise<LinkAccountsResponse> {
  try {
    return checkedReply(
      await apiClient.post<LinkAccountsResponse>(`/v2/customers/${customerId}/link-accounts`, body),
      !import.meta.env.PROD && linkAccountsResponse,
    );
  } catch (failure) {
    return { succeeded: false, message: failure instanceof Error ? failure.message : '' };
  }
}
