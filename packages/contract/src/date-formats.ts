import { type Language, languageOf, localeOf } from './formats.ts';

const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

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
