import type { BillVerification } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** One statement's lines recomputed from its reads, plan and rates, beside the billed ones (issue 12 §2). */
export const getStatementVerification = (enrollmentId: number, token: string) =>
  apiClient.get<BillVerification>(
    `/v2/billing/statement-verify/${enrollmentId}?custStatementTkn=${encodeURIComponent(token)}`,
  );
