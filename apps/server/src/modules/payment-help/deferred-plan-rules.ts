import type { DeferredPlanRefusal, Installment } from '@myaccount/contract';
import { addMonths } from '../billing/index.ts';

/**
 * Splits `amount` into `count` instalments that add up to it exactly: each is the amount ÷ count
 * rounded down to the cent, and the cents left over go one each to the first instalments (so
 * no instalment differs from another by more than a cent, and the first ones carry the extra).
 * Instalment k is added to the k-th bill after the current one: due a month apart from
 * `currentDueDate`.
 */
export function splitIntoInstallments(amount: number, count: number, currentDueDate: string): Installment[] {
  const cents = Math.round(amount * 100);
  const base = Math.floor(cents / count);
  const extra = cents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    amount: (base + (i < extra ? 1 : 0)) / 100,
    billDueOn: addMonths(currentDueDate, i + 1),
  }));
}

/** Who may set up a plan: someone with an overdue balance and no plan running already. */
export function deferredPlanRefusal(overdue: number, hasActivePlan: boolean): DeferredPlanRefusal | null {
  if (hasActivePlan) return 'plan_active';
  if (overdue <= 0) return 'no_overdue_balance';
  return null;
}
