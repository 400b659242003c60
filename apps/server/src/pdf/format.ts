import { formatNumber, MONEY_DECIMALS, RATE_CENTS_DECIMALS } from '@myaccount/contract';

/**
 * Number and date wording for generated documents. Numbers come from the contract's one
 * number format (`formats.ts`: the same grouping and decimals per unit as the screens, and
 * en/es write numbers alike), dates follow spec §9: English MM/DD/YYYY, Spanish DD/MM/YYYY.
 * Where paper differs from a screen, on purpose:
 * - a printed bill shows "$ 0.00" rather than '-', because a blank amount on paper reads as
 *   missing, and the space after "$" is a plain one (the PDF sets its own line breaks);
 * - whole quantities print without decimals ("1,936 kWh"), since a monthly read is whole;
 * - the plan documents (facts label, terms) quote the rate in prose as retail prices are
 *   quoted ("12.9¢ per kWh"); the bill's lines print it with the screen's four decimals.
 */
export type DocLanguage = 'en' | 'es';

export const docLanguage = (value: string): DocLanguage => (value === 'es' ? 'es' : 'en');

export function money(amount: number): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  return `${sign}$ ${formatNumber(Math.abs(cents) / 100, MONEY_DECIMALS, 'en')}`;
}

export function quantity(value: number, decimals = 0): string {
  return formatNumber(value, decimals, 'en');
}

/** A bill line's rate, in cents with the screens' four decimals: 0.129 → '12.9000'. */
export function centsOnBill(dollarsPerUnit: number): string {
  return formatNumber(dollarsPerUnit * 100, RATE_CENTS_DECIMALS, 'en');
}

export function calendarDate(value: string | null, language: DocLanguage): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match || Number(match[1]) < 1970) return '-';
  const [, y, m, d] = match;
  return language === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

const MONTHS: Record<DocLanguage, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

/** 'Mar 26' / 'mar 26': a month label short enough for a bar-chart axis. */
export function shortMonth(date: string, language: DocLanguage): string {
  return `${MONTHS[language][Number(date.slice(5, 7)) - 1]} ${date.slice(2, 4)}`;
}

/** A file-name-safe slug: 'Brightline Saver 12' → 'brightline-saver-12'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An energy rate in cents, as retail prices are quoted: 0.129 $/kWh → '12.9¢'. */
export function centsRate(dollarsPerUnit: number): string {
  const cents = Math.round(dollarsPerUnit * 100_000) / 1000;
  const decimals = (String(cents).split('.')[1] ?? '').length;
  return `${formatNumber(cents, decimals, 'en')}¢`;
}
