import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

/** The no-break space between symbol and amount, written visibly. */
const nb = (text: string) => text.replace(' ', '\u00a0');

describe('formatMoney', () => {
  it('shows the symbol, a space and two decimals', () => {
    expect(formatMoney(12.34)).toBe(nb('$ 12.34'));
    expect(formatMoney(5)).toBe(nb('$ 5.00'));
    expect(formatMoney(0.1 + 0.2)).toBe(nb('$ 0.30'));
    expect(formatMoney('7.5')).toBe(nb('$ 7.50'));
    expect(formatMoney(1234.5)).toBe(nb('$ 1,234.50'));
  });
  it('never lets a line break part the symbol from the amount', () => {
    expect(formatMoney(150)).toMatch(/^\$\u00a0150\.00$/);
    expect(formatMoney(150)).not.toContain(' ');
  });
  it('keeps the sign of credits', () => {
    expect(formatMoney(-3.2)).toBe(nb('-$ 3.20'));
  });
  it("shows '-' for missing, zero or non-numeric amounts", () => {
    expect(formatMoney(0)).toBe('-');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('abc')).toBe('-');
  });
});
