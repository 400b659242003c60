import { statementSummary, type StatementSummary } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** The enrollment's balance and last statement (spec §7 Billing); null before the first bill. */
export const fetchStatementSummary = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<StatementSummary | null>(`/v2/billing/statement-summary/${enrollmentId}`),
    !import.meta.env.PROD && statementSummary.nullable(),
  );

export const statementSummaryQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'statement-summary'),
    queryFn: () => fetchStatementSummary(enrollmentId!),
    enabled: enrollmentId !== null,
  });

/**
 * `readAgainOnMount`: read the balance again whenever the page opens, even when it was read
 * moments ago. The payment page needs it: its pending and history lists are read as it opens,
 * and a posting between an earlier balance read and those lists would show the payment posted
 * beside a balance that still includes it (the pay field would offer it again).
 */
export const useStatementSummary = (enrollmentId: number | null, { readAgainOnMount = false } = {}) =>
  toDataState(
    useQuery({
      ...statementSummaryQuery(enrollmentId),
      ...(readAgainOnMount ? { refetchOnMount: 'always' as const } : {}),
    }),
  );
