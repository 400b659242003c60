import type { CustomerProfile } from '@myaccount/contract';
import { apiClient } from '../../../lib/api-client';

export function getProfile(customerId: number): Promise<CustomerProfile> {
  return apiClient.get<CustomerProfile>(`/v2/customers/${customerId}/profile`);
}
