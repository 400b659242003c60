import { sumCents } from '../rating/index.ts';

/**
 * How payments settle statements: the net amount paid (payments less returned payments) pays
 * the oldest statement first, then the next. Answers each statement's open balance in the
 * order given (oldest first): a paid statement is 0, and the open balances add up to what is
 * still owed. Money paid beyond every statement stays a credit on the account, not here.
 */
export function openBalances(totals: readonly number[], netPaid: number): number[] {
  let left = Math.round(netPaid * 100);
  return totals.map((total) => {
    const owed = Math.round(total * 100);
    const applied = Math.max(0, Math.min(owed, left));
    left -= applied;
    return (owed - applied) / 100;
  });
}

export const owedOf = (balances: readonly number[]) => sumCents(balances);
