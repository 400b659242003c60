import {
  billProjectionReply,
  budgetSetting,
  type BillProjectionReply,
  type BudgetSetting,
} from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { checkedReply, enrollmentKey, toDataState } from '../../lib/query';

/** The open cycle's bill so far and projected bill (issue 12 §4). */
export const getBillProjection = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<BillProjectionReply>(`/v2/billing/bill-projection/${enrollmentId}`),
    !import.meta.env.PROD && billProjectionReply,
  );

/** The enrollment's monthly budget (issue 12 §5); null: none set. */
export const getBudget = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<BudgetSetting>(`/v2/billing/budget/${enrollmentId}`),
    !import.meta.env.PROD && budgetSetting,
  );

export const saveBudget = async (enrollmentId: number, monthlyAmount: number | null) =>
  checkedReply(
    await apiClient.put<BudgetSetting>(`/v2/billing/budget/${enrollmentId}`, { monthlyAmount }),
    !import.meta.env.PROD && budgetSetting,
  );

/** What the card shows: both answers, fetched together and cached as one (the budget form updates it). */
export async function getProjectionAndBudget(enrollmentId: number) {
  const [reply, budget] = await Promise.all([getBillProjection(enrollmentId), getBudget(enrollmentId)]);
  return { projection: reply.projection, budget: budget.monthlyAmount };
}

export const projectionQuery = (enrollmentId: number | null) =>
  queryOptions({
    queryKey: enrollmentKey(enrollmentId, 'projection'),
    queryFn: () => getProjectionAndBudget(enrollmentId!),
    enabled: enrollmentId !== null,
  });

export const useProjectionAndBudget = (enrollmentId: number | null) =>
  toDataState(useQuery(projectionQuery(enrollmentId)));
