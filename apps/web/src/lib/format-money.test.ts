import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows the symbol, a space and two decimals', () => {
    expect(formatMoney(12.34)).toBe('$ 12.34');
    expect(formatMoney(5)).toBe('$ 5.00');
    expect(formatMoney(0.1 + 0.2)).toBe('$ 0.30');
    expect(formatMoney('7.5')).toBe('$ 7.50');
    expect(formatMoney(1234.5)).toBe('$ 1,234.50');
  });
  it('keeps the sign of credits', () => {
    expect(formatMoney(-3.2)).toBe('-$ 3.20');
  });
  it("shows '-' for missing, zero or non-numeric amounts", () => {
    expect(formatMoney(0)).toBe('-');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('abc')).toBe('-');
  });
});
