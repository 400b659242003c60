import { type Language, languageOf, localeOf } from './formats.ts';

const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

// Written out rather than asked of Intl: a page's first date formatter starts ICU's data, 30–60 ms
// of a browser's main thread, and the last bill's change names its months on Home's first
// screen (issue 18). formats.test.ts holds both tables to Intl's names.
const LONG_MONTHS: Record<Language, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** The month of a calendar date, written out: '2026-08-31' → 'August' / 'agosto'. */
export function formatMonthName(calendarDate: string, language: string): string {
  return LONG_MONTHS[languageOf(language)][Number(calendarDate.slice(5, 7)) - 1] ?? '';
}

/** The month and year of a calendar date: '2026-08-31' → 'August 2026' / 'agosto de 2026'. */
export function formatMonthYear(calendarDate: string, language: string): string {
  const month = formatMonthName(calendarDate, language);
  const year = calendarDate.slice(0, 4);
  return languageOf(language) === 'es' ? `${month} de ${year}` : `${month} ${year}`;
}

/** A billing period named after its month: '2026-08-31' → 'Aug 2026' / 'ago 2026'. */
export function formatMonth(calendarDate: string, language: string): string {
  const month = MONTHS[languageOf(language)][Number(calendarDate.slice(5, 7)) - 1] ?? '';
  return `${month} ${calendarDate.slice(0, 4)}`;
}

/** Spec §9: a calendar date as MM/DD/YYYY in English, DD/MM/YYYY otherwise; '-' before 1970. */
export function formatCalendarDate(value: string | null | undefined, language: string): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match || Number(match[1]) < 1970) return '-';
  const [, y, m, d] = match;
  return languageOf(language) === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** A wall-clock time 'HH:mm' as each language reads it: '13:00' → '1:00 PM' / '1:00 p.m.'. */
export function formatClockTime(value: string, language: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}
