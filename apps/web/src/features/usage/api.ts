import { apiClient } from '../../lib/api-client';

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
