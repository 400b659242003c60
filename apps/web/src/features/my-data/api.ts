import type { CreateApiTokenBody, CreatedApiToken, ExportCoverage } from '@myaccount/contract';
import { createdApiToken, exportCoverage } from '@myaccount/contract';
import { checkedBlob, checkedReply } from '../../lib/query';
import { apiClient } from '../../lib/api-client';

const window = (startDate: string, endDate: string) =>
  `startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`;

/** First and last day of meter data the enrollment's exports can hold. */
export const getCoverage = async (id: number) =>
  checkedReply(
    await apiClient.get<ExportCoverage>(`/v2/data-export/coverage/${id}`),
    !import.meta.env.PROD && exportCoverage,
  );

/** The Green Button (ESPI) file of a window, as the server streams it; reports bytes received. */
export const getGreenButtonFile = async (
  id: number,
  startDate: string,
  endDate: string,
  onProgress: (receivedBytes: number) => void,
) =>
  checkedBlob(
    await apiClient.get<Blob>(`/v2/data-export/espi/${id}?${window(startDate, endDate)}`, {
      responseType: 'blob',
      onProgress,
    }),
    !import.meta.env.PROD && 'application/atom+xml',
  );

/** Creates a token; the answer is the only time its secret is ever sent. */
export const createApiToken = async (customerId: number, body: CreateApiTokenBody) =>
  checkedReply(
    await apiClient.post<CreatedApiToken>(`/v2/customers/${customerId}/api-tokens`, body),
    !import.meta.env.PROD && createdApiToken,
  );

export const revokeApiToken = (customerId: number, id: number) =>
  apiClient.delete<null>(`/v2/customers/${customerId}/api-tokens/${id}`);

export const endAccountSession = (customerId: number, sessionId: string) =>
  apiClient.delete<null>(`/v2/customers/${customerId}/access/sessions/${encodeURIComponent(sessionId)}`);
