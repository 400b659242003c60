import { formatClockTime } from '@myaccount/contract';

/**
 * Spec §5/§9: English shows MM/DD/YYYY, every other language DD/MM/YYYY; a missing date or
 * one before 1970 (the back office's "no date" placeholder) shows '-'.
 * Calendar dates (`YYYY-MM-DD`) are read as they are, never shifted by the time zone.
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toParts(value: string | Date): [number, number, number] | null {
  if (typeof value === 'string') {
    const match = CALENDAR_DATE.exec(value);
    if (match) return [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(value: string | Date | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const parts = toParts(value);
  if (!parts || parts[0] < 1970) return '-';
  const [year, month, day] = parts;
  return language.toLowerCase().startsWith('en')
    ? `${pad(month)}/${pad(day)}/${year}`
    : `${pad(day)}/${pad(month)}/${year}`;
}

/** A moment (an ISO timestamp) as the reader's date and local clock time, "11/25/2026 3:04 PM". */
export function formatDateTime(value: string | Date, language: string): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '-';
  const clock = formatClockTime(`${pad(at.getHours())}:${pad(at.getMinutes())}`, language);
  return `${formatDate(at, language)} ${clock}`;
}
