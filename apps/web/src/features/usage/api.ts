import { apiClient } from '../../lib/api-client';
import { checkedBlob } from '../../lib/query';

/** The Smart Meter Texas-format interval file of a window, as the server streams it. */
export const getSmtCsv = async (
  id: number,
  startDate: string,
  endDate: string,
  onProgress?: (receivedBytes: number) => void,
) =>
  checkedBlob(
    await apiClient.get<Blob>(
      `/v2/data-export/smt-csv/${id}?startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`,
      { responseType: 'blob', onProgress },
    ),
    !import.meta.env.PROD && 'text/csv',
  );
