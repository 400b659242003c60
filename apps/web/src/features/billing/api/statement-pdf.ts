import { apiClient } from '../../../lib/api-client';

/** The statement PDF as a Blob: it needs the session headers, so it cannot be a plain link. */
export const getStatementPdf = (id: number, token: string) =>
  apiClient.get<Blob>(`/v2/billing/statements-pdf/${id}?custStatementTkn=${encodeURIComponent(token)}`, {
    responseType: 'blob',
  });
