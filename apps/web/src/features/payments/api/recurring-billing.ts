import { recurringBilling, type RecurringBilling } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../../lib/query';

/** The enrollment's autopay, or null when it has none. */
export const fetchRecurringBilling = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<RecurringBilling | null>(`/v2/enrollments/${enrollmentId}/recurring-billing`),
    !import.meta.env.PROD && recurringBilling.nullable(),
  );

export const recurringBillingQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'recurring-billing'),
    queryFn: () => fetchRecurringBilling(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useRecurringBilling = (enrollmentId: number | null) =>
  toDataState(useQuery(recurringBillingQuery(enrollmentId)));
