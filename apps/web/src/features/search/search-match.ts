/**
 * Matching for the top-bar search (issue 10 §6): each thing the customer can find carries a
 * list of terms (the words of its label, its number, its month and dates as the customer's
 * language writes them, its amount); a query matches when every word of it begins one of the
 * terms. Accents and case never matter, so "credito" finds "Carta de crédito".
 */
import { formatMonthName, formatMonthYear } from '@myaccount/contract';
import { formatDate } from '../../lib/format-date';

export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The query's words, each ready to compare: "$" dropped, thousands separators removed and a
 * decimal comma read as a point ("25,50" is how Spanish writes 25.50).
 */
export function queryWords(query: string): string[] {
  return normalize(query)
    .split(/\s+/)
    .map((word) => word.replace(/^\$/, ''))
    .map((word) => (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(word) ? word.replace(/,/g, '') : word))
    .map((word) => (/^\d+,\d{0,2}$/.test(word) ? word.replace(',', '.') : word))
    .filter(Boolean);
}

export function matchesAll(terms: readonly string[], words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => terms.some((term) => term.startsWith(word)));
}

/** The label's words and the whole label, so "credit letter" and "letter" both find it. */
export function textTerms(text: string): string[] {
  const whole = normalize(text);
  return [whole, ...whole.split(/[\s/·,.()-]+/).filter(Boolean)];
}

/** "25.00" and "25" for $25.00; "1234.50" and "1234" for $1,234.50. */
export function moneyTerms(amount: number): string[] {
  const fixed = Math.abs(amount).toFixed(2);
  return [fixed, fixed.split('.')[0]!];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date (`YYYY-MM-DD`) as the customer may type it: the date as the app shows it in
 * their language, month number with year ("11/2026", "11-2026"), the month's name in that
 * language and the year. The long name alone serves the short ones too: words match terms by
 * their beginning, and every short name ("nov", "sep", "sept") begins the long one.
 */
export function dateTerms(isoDate: string, language: string): string[] {
  const day = isoDate.slice(0, 10);
  const [year, month] = day.split('-').map(Number) as [number, number];
  return [
    formatDate(day, language),
    `${pad(month)}/${year}`,
    `${month}/${year}`,
    `${pad(month)}-${year}`,
    normalize(formatMonthName(day, language)),
    String(year),
    day,
  ];
}

/** "noviembre de 2026" / "November 2026": how a result names a statement's month. */
export function monthLabel(isoDate: string, language: string): string {
  return formatMonthYear(isoDate.slice(0, 10), language);
}
