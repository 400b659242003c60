import { billVerification, type BillVerification } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../lib/query';

/** One statement's lines recomputed from its reads, plan and rates, beside the billed ones (issue 12 §2). */
export const fetchStatementVerification = async (enrollmentId: number, token: string) =>
  checkedReply(
    await apiClient.get<BillVerification>(
      `/v2/billing/statement-verify/${enrollmentId}?custStatementTkn=${encodeURIComponent(token)}`,
    ),
    !import.meta.env.PROD && billVerification,
  );

export const statementVerificationQuery = (enrollmentId: number | null, token: string | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'bill-verify', token),
    queryFn: () => fetchStatementVerification(enrollmentId!, token!),
    enabled: enrollmentId !== null && token !== null,
  });

export const useStatementVerification = (enrollmentId: number | null, token: string | null) =>
  toDataState(useQuery(statementVerificationQuery(enrollmentId, token)));
