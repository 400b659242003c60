import type { BillChange } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** Why one statement differs from the previous one and the same cycle last year (issue 12 §3). */
export const getStatementChange = (enrollmentId: number, token: string) =>
  apiClient.get<BillChange>(
    `/v2/billing/statement-change/${enrollmentId}?custStatementTkn=${encodeURIComponent(token)}`,
  );
