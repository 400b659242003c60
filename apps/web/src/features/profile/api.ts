import type {
  CustomerProfile,
  PasswordChangeRequest,
  PasswordChangeResponse,
  ProfileUpdateRequest,
} from '@myaccount/contract';
import { customerProfile, passwordChangeResponse } from '@myaccount/contract';
import { checkedReply } from '../../lib/query';
import { apiClient } from '../../lib/api-client';

/** Spec §8: profile update and password change throw the response message on a non-200. */
export async function updateProfile(
  customerId: number,
  body: ProfileUpdateRequest,
): Promise<CustomerProfile> {
  return checkedReply(
    await apiClient.put<CustomerProfile>(`/v2/customers/${customerId}`, body),
    !import.meta.env.PROD && customerProfile,
  );
}

/** The same route's password form; the answer is a fresh session (all others end). */
export async function changePassword(
  customerId: number,
  body: PasswordChangeRequest,
): Promise<PasswordChangeResponse> {
  return checkedReply(
    await apiClient.put<PasswordChangeResponse>(`/v2/customers/${customerId}`, body),
    !import.meta.env.PROD && passwordChangeResponse,
  );
}
