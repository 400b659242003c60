import type { UsageSmtHistory, UsageSmtRequest } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

export const getUsageSmtHistory = (id: number, request: UsageSmtRequest) =>
  apiClient.post<UsageSmtHistory>(`/v2/billing/usage-smt-history/${id}`, request);

/** The Smart Meter Texas-format interval file of a window, as the server streams it. */
export const getSmtCsv = (
  id: number,
  startDate: string,
  endDate: string,
  onProgress?: (receivedBytes: number) => void,
) =>
  apiClient.get<Blob>(
    `/v2/data-export/smt-csv/${id}?startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`,
    { responseType: 'blob', onProgress },
  );
