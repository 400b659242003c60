import type {
  CustomerProfile,
  PasswordChangeRequest,
  PasswordChangeResponse,
  ProfileUpdateRequest,
} from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** Spec §8: profile update and password change throw the response message on a non-200. */
export function updateProfile(customerId: number, body: ProfileUpdateRequest): Promise<CustomerProfile> {
  return apiClient.put<CustomerProfile>(`/v2/customers/${customerId}`, body);
}

/** The same route's password form; the answer is a fresh session (all others end). */
export function changePassword(
  customerId: number,
  body: PasswordChangeRequest,
): Promise<PasswordChangeResponse> {
  return apiClient.put<PasswordChangeResponse>(`/v2/customers/${customerId}`, body);
}
