import { billChange, type BillChange } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../lib/query';

/** Why one statement differs from the previous one and the same cycle last year (issue 12 §3). */
export const fetchStatementChange = async (enrollmentId: number, token: string) =>
  checkedReply(
    await apiClient.get<BillChange>(
      `/v2/billing/statement-change/${enrollmentId}?custStatementTkn=${encodeURIComponent(token)}`,
    ),
    !import.meta.env.PROD && billChange,
  );

export const statementChangeQuery = (enrollmentId: number | null, token: string | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'bill-change', token),
    queryFn: () => fetchStatementChange(enrollmentId!, token!),
    enabled: enrollmentId !== null && token !== null,
  });

export const useStatementChange = (enrollmentId: number | null, token: string | null) =>
  toDataState(useQuery(statementChangeQuery(enrollmentId, token)));
