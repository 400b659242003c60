import { apiClient } from '../../../lib/api-client';
import { checkedBlob } from '../../../lib/query';

/** The statement PDF as a Blob: it needs the session headers, so it cannot be a plain link. */
export const getStatementPdf = async (id: number, token: string) =>
  checkedBlob(
    await apiClient.get<Blob>(
      `/v2/billing/statements-pdf/${id}?custStatementTkn=${encodeURIComponent(token)}`,
      {
        responseType: 'blob',
      },
    ),
    !import.meta.env.PROD && 'application/pdf',
  );
