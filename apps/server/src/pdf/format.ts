/**
 * Number and date wording for generated documents, matching the app's rules (spec §9):
 * English MM/DD/YYYY, Spanish DD/MM/YYYY; currency symbol, a space, two decimals. Unlike the
 * screens, a printed bill shows "$ 0.00" rather than '-', because a blank amount on paper
 * reads as missing.
 */
export type DocLanguage = 'en' | 'es';

export const docLanguage = (value: string): DocLanguage => (value === 'es' ? 'es' : 'en');

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function money(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$ ${twoDecimals.format(Math.abs(amount))}`;
}

export function quantity(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
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
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(dollarsPerUnit * 100)}¢`;
}
