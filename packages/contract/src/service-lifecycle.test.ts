import { describe, expect, it } from 'vitest';
import {
  contractEndDate,
  earlyTerminationFee,
  remainingContractMonths,
  serviceGap,
} from './service-lifecycle.ts';

const flat = {
  cancellationFee: 150,
  cancellationFeeType: 'flat' as const,
  contractEndDate: '2026-12-31',
  waiveEtf: false,
};
const perMonth = { ...flat, cancellationFee: 10, cancellationFeeType: 'per_remaining_month' as const };

describe('earlyTerminationFee', () => {
  it('is none once the contract has ended (the $75 on an expired contract of issue 15)', () => {
    const expired = { ...flat, cancellationFee: 75, contractEndDate: '2026-10-31' };
    expect(earlyTerminationFee(expired, '2026-11-25')).toBeNull();
    // Ending on the contract's last day is not early either.
    expect(earlyTerminationFee(flat, '2026-12-31')).toBeNull();
  });

  it('is none when waived, for month-to-month service, or on a plan without a fee', () => {
    expect(earlyTerminationFee({ ...flat, waiveEtf: true }, '2026-11-25')).toBeNull();
    expect(earlyTerminationFee({ ...flat, contractEndDate: null }, '2026-11-25')).toBeNull();
    expect(earlyTerminationFee({ ...flat, cancellationFee: 0 }, '2026-11-25')).toBeNull();
  });

  it('charges a flat fee whatever is left of the contract', () => {
    expect(earlyTerminationFee(flat, '2026-01-02')).toBe(150);
    expect(earlyTerminationFee(flat, '2026-12-30')).toBe(150);
  });

  it('charges a per-month fee for each month left, a started month counting whole', () => {
    expect(earlyTerminationFee(perMonth, '2026-01-01')).toBe(120);
    expect(earlyTerminationFee(perMonth, '2026-06-15')).toBe(70);
    expect(earlyTerminationFee(perMonth, '2026-12-30')).toBe(10);
    expect(earlyTerminationFee({ ...perMonth, cancellationFee: 9.99 }, '2026-06-15')).toBe(69.93);
  });
});

describe('contractEndDate', () => {
  it('ends the day before the same day `terms` months later', () => {
    expect(contractEndDate('2026-01-15', 12)).toBe('2027-01-14');
    expect(contractEndDate('2027-01-31', 12)).toBe('2028-01-30');
    expect(contractEndDate('2026-12-01', 1)).toBeNull();
  });

  it('ends within the last month when it has no such day (a 6-month contract from Aug 31)', () => {
    // The anniversary is the month's last day (Feb 28), as in PostgreSQL's date + interval;
    // the contract no longer runs on into March (it ended 2027-03-02: six months and two days).
    expect(contractEndDate('2026-08-31', 6)).toBe('2027-02-27');
    expect(contractEndDate('2027-01-31', 13)).toBe('2028-02-28');
  });
});

describe('remainingContractMonths', () => {
  it('counts months to the last day, across month ends', () => {
    expect(remainingContractMonths('2026-01-31', '2026-02-28')).toBe(1);
    // Ending on Jan 15 a contract whose last day is Feb 15 leaves one month (Jan 16 – Feb 15).
    expect(remainingContractMonths('2026-01-15', '2026-02-15')).toBe(1);
    expect(remainingContractMonths('2026-01-15', '2026-02-16')).toBe(2);
    expect(remainingContractMonths('2026-01-01', '2026-12-31')).toBe(12);
    expect(remainingContractMonths('2027-01-01', '2026-12-31')).toBe(0);
  });

  it('counts a whole contract as its terms on the day it starts', () => {
    expect(remainingContractMonths('2026-08-31', contractEndDate('2026-08-31', 6)!)).toBe(6);
    expect(remainingContractMonths('2027-01-31', contractEndDate('2027-01-31', 13)!)).toBe(13);
  });
});

describe('serviceGap', () => {
  it('is none when the new service starts on or the day after the move-out', () => {
    expect(serviceGap('2026-12-10', '2026-12-10')).toBeNull();
    expect(serviceGap('2026-12-10', '2026-12-11')).toBeNull();
  });

  it('names the days without service in between', () => {
    expect(serviceGap('2026-12-10', '2026-12-14')).toEqual({
      first: '2026-12-11',
      last: '2026-12-13',
      days: 3,
    });
    expect(serviceGap('2026-12-31', '2027-01-02')).toEqual({
      first: '2027-01-01',
      last: '2027-01-01',
      days: 1,
    });
  });
});
