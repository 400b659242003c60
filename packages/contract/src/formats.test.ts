import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonth } from './date-formats.ts';
import { formatAmount, formatNumber, formatQuantity, formatRate, languageOf } from './formats.ts';

const nb = (text: string) => text.replaceAll(' ', '\u00a0');

describe('one number format per language', () => {
  it('writes money with a symbol, a no-break space and 2 decimals in both languages', () => {
    for (const lang of ['en', 'es']) {
      expect(formatAmount(4.95, lang)).toBe(nb('$ 4.95'));
      expect(formatAmount(1234.5, lang)).toBe(nb('$ 1,234.50'));
      expect(formatAmount(-3.2, lang)).toBe(nb('-$ 3.20'));
      expect(formatAmount(-0.001, lang)).toBe(nb('$ 0.00'));
    }
  });

  it('gives energy quantities and rates fixed decimals, so a column never mixes 2 and 3', () => {
    for (const lang of ['en', 'es']) {
      expect(formatQuantity(0.25, lang)).toBe('0.250');
      expect(formatQuantity(0.253, lang)).toBe('0.253');
      expect(formatQuantity(1094, lang, 'kWh')).toBe(nb('1,094.000 kWh'));
      expect(formatRate(0.135, lang)).toBe(nb('13.5000 ¢/kWh'));
      expect(formatRate(0.05772, lang, 'CCF')).toBe(nb('5.7720 ¢/CCF'));
    }
  });

  it('never prints a negative zero', () => {
    expect(formatNumber(-0, 3, 'es')).toBe('0.000');
  });

  it('names months and dates in the reader’s language', () => {
    expect(formatMonth('2026-08-31', 'en')).toBe('Aug 2026');
    expect(formatMonth('2026-08-31', 'es')).toBe('ago 2026');
    expect(formatCalendarDate('2026-08-31', 'en')).toBe('08/31/2026');
    expect(formatCalendarDate('2026-08-31', 'es')).toBe('31/08/2026');
    expect(formatCalendarDate('1969-12-31', 'es')).toBe('-');
  });

  it('reads language tags', () => {
    expect(languageOf('es-MX')).toBe('es');
    expect(languageOf('ES')).toBe('es');
    expect(languageOf(undefined)).toBe('en');
  });
});
