import { describe, expect, it } from 'vitest';
import { extensionVerdict } from './extension-rules.ts';

const settings = { maxDays: 10, periodMonths: 12, overdueLimit: 10 };
const today = '2026-11-25';
const owed: { stmtBalanceAmt: number; overdueBalanceAmt: number; nextDueDate: string | null } = {
  stmtBalanceAmt: 120.5,
  overdueBalanceAmt: 0,
  nextDueDate: '2026-12-09',
};
const verdict = (summary: typeof owed | null, lastRequestedOn: string | null = null) =>
  extensionVerdict({ summary, lastRequestedOn, today }, settings);

describe('payment extension eligibility', () => {
  it('allows a bill owed and not yet due, up to the configured number of days', () => {
    expect(verdict(owed)).toEqual({ eligible: true, dueDate: '2026-12-09', latestDueDate: '2026-12-19' });
  });

  it('refuses without a bill, with nothing owed, and on or after the due date', () => {
    expect(verdict(null)).toMatchObject({ eligible: false, reason: 'no_bill' });
    expect(verdict({ ...owed, nextDueDate: null })).toMatchObject({ reason: 'no_bill' });
    expect(verdict({ ...owed, stmtBalanceAmt: 0 })).toMatchObject({ reason: 'nothing_due' });
    expect(verdict({ ...owed, nextDueDate: today })).toMatchObject({ reason: 'due_date_passed' });
    expect(verdict({ ...owed, nextDueDate: '2026-11-26' }).eligible).toBe(true);
  });

  it('refuses an overdue balance above the limit, not one at it', () => {
    expect(verdict({ ...owed, overdueBalanceAmt: 10 }).eligible).toBe(true);
    expect(verdict({ ...owed, overdueBalanceAmt: 10.01 })).toMatchObject({ reason: 'in_arrears' });
  });

  it('allows one extension per period, counted from the day the last was granted', () => {
    expect(verdict(owed, '2025-11-26')).toEqual({
      eligible: false,
      reason: 'already_extended',
      nextEligibleOn: '2026-11-26',
    });
    expect(verdict(owed, '2025-11-25').eligible).toBe(true);
  });
});
