import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonth, formatMonthName, formatMonthYear } from './date-formats.ts';
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

  it('prints what Intl.NumberFormat prints for en-US and es-US, without Intl (issue 18)', () => {
    // A seeded generator: the same 24,000 values on every run, of every magnitude we could meet.
    let seed = 20261130;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values = [
      1.005,
      2.5,
      -2.5,
      0.5,
      0.045,
      1.45,
      8.345,
      999.995,
      9.9999,
      123_456_789.125,
      1e21,
      1.5e-7,
      5e-324,
      Number.MAX_VALUE,
      Number.MAX_SAFE_INTEGER,
      -0.001,
      Number.NaN,
      Infinity,
      -Infinity,
    ];
    for (let i = 0; i < 8_000; i++) {
      values.push((random() - 0.3) * 10 ** Math.floor(random() * 30 - 12));
      values.push(Math.round(random() * 1e6) / 1000); // thousandths: every cent's half
      values.push(-Math.round(random() * 1e8) / 1e5);
    }
    for (let decimals = 0; decimals <= 6; decimals++) {
      for (const [lang, locale] of [
        ['en', 'en-US'],
        ['es', 'es-US'],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        const differ = values.filter((v) => v !== 0 && formatNumber(v, decimals, lang) !== intl.format(v));
        expect(differ, `${locale}, ${decimals} decimals`).toEqual([]);
      }
    }
  });

  it('rounds half away from zero from the shortest decimal, as a reader does by hand', () => {
    expect(formatNumber(1.005, 2, 'en')).toBe('1.01'); // toFixed: 1.00
    expect(formatNumber(2.5, 0, 'en')).toBe('3');
    expect(formatNumber(-2.5, 0, 'en')).toBe('-3');
    expect(formatNumber(999.995, 2, 'es')).toBe('1,000.00');
    expect(formatNumber(1.5e-7, 7, 'en')).toBe('0.0000002');
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

  it('writes months out as Intl does, without Intl', () => {
    for (const lang of ['en', 'es']) {
      const monthYear = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
      for (let m = 1; m <= 12; m++) {
        const date = `2026-${String(m).padStart(2, '0')}-28`;
        const at = Date.parse(`${date}T00:00:00Z`);
        expect(formatMonthYear(date, lang)).toBe(monthYear.format(at));
        expect(formatMonthName(date, lang)).toBe(month.format(at));
      }
    }
    expect(formatMonthYear('2026-08-31', 'es-MX')).toBe('agosto de 2026');
  });

  it('reads language tags', () => {
    expect(languageOf('es-MX')).toBe('es');
    expect(languageOf('ES')).toBe('es');
    expect(languageOf(undefined)).toBe('en');
  });
});
