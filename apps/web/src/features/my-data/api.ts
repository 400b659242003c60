import type { CreateApiTokenBody, CreatedApiToken, ExportCoverage } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

const window = (startDate: string, endDate: string) =>
  `startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`;

/** First and last day of meter data the enrollment's exports can hold. */
export const getCoverage = (id: number) => apiClient.get<ExportCoverage>(`/v2/data-export/coverage/${id}`);

/** The Green Button (ESPI) file of a window, as the server streams it; reports bytes received. */
export const getGreenButtonFile = (
  id: number,
  startDate: string,
  endDate: string,
  onProgress: (receivedBytes: number) => void,
) =>
  apiClient.get<Blob>(`/v2/data-export/espi/${id}?${window(startDate, endDate)}`, {
    responseType: 'blob',
    onProgress,
  });

/** Creates a token; the answer is the only time its secret is ever sent. */
export const createApiToken = (customerId: number, body: CreateApiTokenBody) =>
  apiClient.post<CreatedApiToken>(`/v2/customers/${customerId}/api-tokens`, body);

export const revokeApiToken = (customerId: number, id: number) =>
  apiClient.delete<null>(`/v2/customers/${customerId}/api-tokens/${id}`);

export const endAccountSession = (customerId: number, sessionId: string) =>
  apiClient.delete<null>(`/v2/customers/${customerId}/access/sessions/${encodeURIComponent(sessionId)}`);
