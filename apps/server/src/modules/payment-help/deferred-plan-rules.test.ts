import { describe, expect, it } from 'vitest';
import { deferredPlanRefusal, splitIntoInstallments } from './deferred-plan-rules.ts';

const cents = (xs: { amount: number }[]) => xs.reduce((a, x) => a + Math.round(x.amount * 100), 0);

describe('deferred plan schedule', () => {
  it('splits the balance into instalments that add up to it to the cent, extra cents first', () => {
    expect(splitIntoInstallments(100, 3, '2026-12-09')).toEqual([
      { number: 1, amount: 33.34, billDueOn: '2027-01-09' },
      { number: 2, amount: 33.33, billDueOn: '2027-02-09' },
      { number: 3, amount: 33.33, billDueOn: '2027-03-09' },
    ]);
    expect(splitIntoInstallments(0.05, 6, '2026-01-31').map((i) => i.amount)).toEqual([
      0.01, 0.01, 0.01, 0.01, 0.01, 0,
    ]);
    expect(splitIntoInstallments(10, 2, '2026-01-31').map((i) => i.billDueOn)).toEqual([
      '2026-02-28',
      '2026-03-31',
    ]);
  });

  it('sums exactly for every amount from $0.01 to $500.00 and 2 to 12 instalments', () => {
    for (let c = 1; c <= 50_000; c += 37) {
      for (let n = 2; n <= 12; n++) {
        const schedule = splitIntoInstallments(c / 100, n, '2026-11-25');
        expect(cents(schedule)).toBe(c);
        const amounts = schedule.map((i) => Math.round(i.amount * 100));
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('is for an overdue balance, one plan at a time', () => {
    expect(deferredPlanRefusal(120, false)).toBeNull();
    expect(deferredPlanRefusal(0, false)).toBe('no_overdue_balance');
    expect(deferredPlanRefusal(120, true)).toBe('plan_active');
  });
});
