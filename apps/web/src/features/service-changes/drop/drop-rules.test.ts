import { describe, expect, it } from 'vitest';
import { makeEnrollment, makePlan } from '../../../testing/enrollment-fixtures';
import type { ConfigurationParameters } from '@myaccount/contract';
import { dropWindow } from '@myaccount/contract';
import { earlyTerminationFee, reasonCodeId, windowText } from './drop-rules';

const config = (show: boolean) =>
  ({
    my_account_show_etf_drop_validation: show,
    my_account_days_to_request_drop: 30,
  }) as ConfigurationParameters;

describe('drop rules', () => {
  it('counts the window from today in Texas, across a month end', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Chicago.
    expect(dropWindow(30, new Date('2026-12-01T03:00:00Z'))).toEqual({
      first: '2026-11-30',
      last: '2026-12-30',
    });
    expect(dropWindow(0, new Date('2026-12-01T12:00:00Z'))).toEqual({
      first: '2026-12-01',
      last: '2026-12-01',
    });
  });

  it('warns about the fee only when the option is on and the shared rule says one is due', () => {
    const withFee = makeEnrollment({
      contract_end_date: '2026-12-31',
      plans: [makePlan('Electricity', { cancellation_fee: 150 })],
    });
    expect(earlyTerminationFee(withFee, config(true), '2026-06-01')).toBe(150);
    expect(earlyTerminationFee(withFee, config(false), '2026-06-01')).toBeNull();
    expect(earlyTerminationFee({ ...withFee, waive_etf: true }, config(true), '2026-06-01')).toBeNull();
    // Ending on or after the contract's last day costs nothing.
    expect(earlyTerminationFee(withFee, config(true), '2026-12-31')).toBeNull();
    const noFee = makeEnrollment({ plans: [makePlan('Electricity', { cancellation_fee: 0 })] });
    expect(earlyTerminationFee(noFee, config(true), '2026-06-01')).toBeNull();
    expect(earlyTerminationFee(withFee, null, '2026-06-01')).toBeNull();
  });

  it('prices a per-month fee for the date chosen, not for today', () => {
    const perMonth = makeEnrollment({
      contract_end_date: '2026-12-31',
      plans: [
        makePlan('Electricity', { cancellation_fee: 10, cancellation_fee_type: 'per_remaining_month' }),
      ],
    });
    expect(earlyTerminationFee(perMonth, config(true), '2026-06-01')).toBe(70);
    expect(earlyTerminationFee(perMonth, config(true), '2026-12-01')).toBe(10);
  });

  it('sends the reason as a whole number, 0 when blank', () => {
    expect(reasonCodeId('')).toBe(0);
    expect(reasonCodeId('7')).toBe(7);
    expect(reasonCodeId('abc')).toBe(0);
  });
});

describe('windowText', () => {
  it('shows the window month/day/year in English and day/month/year in Spanish', () => {
    const window = { first: '2026-01-05', last: '2026-02-04' };
    expect(windowText(window, 'en')).toEqual({ first: '01/05/2026', last: '02/04/2026' });
    expect(windowText(window, 'es')).toEqual({ first: '05/01/2026', last: '04/02/2026' });
  });
});
