import { describe, expect, it } from 'vitest';
import { formatIntervalStart } from './interval-start';

describe('formatIntervalStart', () => {
  it('orders the date as the language does and keeps the time of sub-daily points', () => {
    expect(formatIntervalStart('2026-10-24', 'en')).toBe('10/24/2026');
    expect(formatIntervalStart('2026-10-24', 'es')).toBe('24/10/2026');
    expect(formatIntervalStart('2026-10-24T00:15', 'en')).toBe('10/24/2026 00:15');
    expect(formatIntervalStart('2026-10-24T13:45:00', 'es')).toBe('24/10/2026 13:45');
  });

  it('shows a month as MM/YYYY and a missing start as -', () => {
    expect(formatIntervalStart('2026-10', 'en')).toBe('10/2026');
    expect(formatIntervalStart(undefined, 'en')).toBe('-');
    expect(formatIntervalStart('', 'es')).toBe('-');
  });
});
