import { describe, expect, it } from 'vitest';
import { coverageGap, defaultRange, isValidRange } from './date-range';

describe('My data date range', () => {
  it('defaults to the longest allowed window: 13 months up to yesterday', () => {
    expect(defaultRange('2026-11-24')).toEqual({ startDate: '2025-10-24', endDate: '2026-11-23' });
    const { startDate, endDate } = defaultRange('2026-11-24');
    expect(isValidRange(startDate, endDate, '2026-11-24')).toBe(true);
    expect(isValidRange('2025-10-23', endDate, '2026-11-24')).toBe(false);
  });

  it('refuses reversed, future and empty ranges', () => {
    expect(isValidRange('2026-05-02', '2026-05-01', '2026-11-24')).toBe(false);
    expect(isValidRange('2026-11-01', '2026-11-25', '2026-11-24')).toBe(false);
    expect(isValidRange('', '2026-11-01', '2026-11-24')).toBe(false);
  });

  it('tells whether the meter data covers the range', () => {
    const coverage = { firstDate: '2025-11-01', lastDate: '2026-11-23' };
    expect(coverageGap('2025-11-01', '2026-11-23', coverage)).toBe('covered');
    expect(coverageGap('2025-10-24', '2026-11-23', coverage)).toBe('partial');
    expect(coverageGap('2024-01-01', '2024-02-01', coverage)).toBe('none');
    expect(coverageGap('2026-01-01', '2026-02-01', { firstDate: null, lastDate: null })).toBe('none');
  });
});
