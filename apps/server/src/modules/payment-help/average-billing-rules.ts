import type { AverageBillingStatus } from '@myaccount/contract';

/**
 * The levelized amount of average billing (issue 15 §3): the last `months` bills summed in cents
 * and divided by `months`, rounded to the cent once (half up). With fewer bills than `months`
 * there is no fair average yet (`not_enough_history`); an overdue balance must be settled first
 * (`overdue_balance`: a payment plan is the tool for that).
 */
export function averageOf(amounts: number[], months: number): number | null {
  if (amounts.length < months) return null;
  const cents = amounts.slice(0, months).reduce((sum, a) => sum + Math.round(a * 100), 0);
  return Math.round(cents / months) / 100;
}

export function averageBillingRefusal(
  bills: number,
  months: number,
  overdue: number,
): AverageBillingStatus['reason'] {
  if (bills < months) return 'not_enough_history';
  if (overdue > 0) return 'overdue_balance';
  return null;
}
