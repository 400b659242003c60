import { statement, type Statement } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** The enrollment's statements, newest first. */
export const fetchStatements = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<Statement[]>(`/v2/billing/statements/${enrollmentId}`),
    !import.meta.env.PROD && statement.array(),
  );

export const statementsQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'statements'),
    queryFn: () => fetchStatements(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useStatements = (enrollmentId: number | null) =>
  toDataState(useQuery(statementsQuery(enrollmentId)));
