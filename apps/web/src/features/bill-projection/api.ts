import type { BillProjectionReply, BudgetSetting } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** The open cycle's bill so far and projected bill (issue 12 §4). */
export const getBillProjection = (enrollmentId: number) =>
  apiClient.get<BillProjectionReply>(`/v2/billing/bill-projection/${enrollmentId}`);

/** The enrollment's monthly budget (issue 12 §5); null: none set. */
export const getBudget = (enrollmentId: number) =>
  apiClient.get<BudgetSetting>(`/v2/billing/budget/${enrollmentId}`);

export const saveBudget = (enrollmentId: number, monthlyAmount: number | null) =>
  apiClient.put<BudgetSetting>(`/v2/billing/budget/${enrollmentId}`, { monthlyAmount });

/** What the card shows: both answers, fetched together. */
export async function getProjectionAndBudget(enrollmentId: number) {
  const [reply, budget] = await Promise.all([getBillProjection(enrollmentId), getBudget(enrollmentId)]);
  return { projection: reply.projection, budget: budget.monthlyAmount };
}
