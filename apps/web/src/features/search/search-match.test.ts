import { describe, expect, it } from 'vitest';
import { dateTerms, matchesAll, moneyTerms, monthLabel, queryWords, textTerms } from './search-match';

describe('queryWords', () => {
  it('reads amounts as the customer types them in either language', () => {
    expect(queryWords('$25.50')).toEqual(['25.50']);
    expect(queryWords('25,50')).toEqual(['25.50']);
    expect(queryWords('$1,234.50')).toEqual(['1234.50']);
    expect(queryWords('  Crédito   Carta ')).toEqual(['credito', 'carta']);
  });
});

describe('matching', () => {
  it('needs every word to begin some term, ignoring accents and case', () => {
    const terms = textTerms('Carta de crédito');
    expect(matchesAll(terms, queryWords('credito'))).toBe(true);
    expect(matchesAll(terms, queryWords('car cred'))).toBe(true);
    expect(matchesAll(terms, queryWords('carta pago'))).toBe(false);
    expect(matchesAll(terms, [])).toBe(false);
  });

  it('finds a month by its name in the language shown, its number with the year and its dates', () => {
    const es = dateTerms('2026-11-05', 'es');
    expect(matchesAll(es, queryWords('noviembre'))).toBe(true);
    expect(matchesAll(es, queryWords('Nov 2026'))).toBe(true);
    expect(matchesAll(es, queryWords('11/2026'))).toBe(true);
    expect(matchesAll(es, queryWords('05/11/2026'))).toBe(true);
    expect(matchesAll(es, queryWords('november'))).toBe(false);
    const en = dateTerms('2026-11-05', 'en');
    expect(matchesAll(en, queryWords('november'))).toBe(true);
    expect(matchesAll(en, queryWords('11/05/2026'))).toBe(true);
    expect(matchesAll(en, queryWords('octubre'))).toBe(false);
  });

  it('finds every month by the names Intl writes for it, long and short, in both languages', () => {
    for (const language of ['en', 'es']) {
      for (let month = 1; month <= 12; month += 1) {
        const day = new Date(Date.UTC(2026, month - 1, 15));
        const terms = dateTerms(day.toISOString(), language);
        for (const style of ['long', 'short'] as const) {
          const name = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' }).format(day);
          expect(matchesAll(terms, queryWords(name.replace(/\.$/, ''))), `${language} ${name}`).toBe(true);
        }
      }
    }
    // What Spanish writes for September, either way.
    expect(matchesAll(dateTerms('2026-09-15', 'es'), queryWords('sep 2026'))).toBe(true);
    expect(matchesAll(dateTerms('2026-09-15', 'es'), queryWords('sept'))).toBe(true);
    expect(matchesAll(dateTerms('2026-09-15', 'es'), queryWords('sepa'))).toBe(false);
  });

  it('finds an amount with or without cents', () => {
    expect(moneyTerms(25)).toEqual(['25.00', '25']);
    expect(matchesAll(moneyTerms(1234.5), queryWords('$1,234.50'))).toBe(true);
    expect(matchesAll(moneyTerms(25), queryWords('25,00'))).toBe(true);
    expect(matchesAll(moneyTerms(25), queryWords('26'))).toBe(false);
  });

  it('names a month in the customer language', () => {
    expect(monthLabel('2026-11-05', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11-05', 'es')).toBe('noviembre de 2026');
  });
});
