import type { UsageSmtHistory, UsageSmtRequest } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

export const getUsageSmtHistory = (id: number, request: UsageSmtRequest) =>
  apiClient.post<UsageSmtHistory>(`/v2/billing/usage-smt-history/${id}`, request);
