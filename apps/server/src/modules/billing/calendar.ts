/**
 * Calendar arithmetic on `YYYY-MM-DD` strings in UTC, so a date never shifts with the
 * server's time zone.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

export function parseIsoDate(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function toIsoDate(d: Date): IsoDate {
  return d.toISOString().slice(0, 10);
}

/** A real calendar day: '2026-02-30' matches the pattern but is not one. */
export function isCalendarDate(date: string): boolean {
  const d = parseIsoDate(date);
  return !Number.isNaN(d.getTime()) && toIsoDate(d) === date;
}

// One calendar-day rule for both halves: the contract's.
export { addDays } from '@myaccount/contract';

/** Same day `months` later, clamped to the end of a shorter month (Jan 31 + 1 → Feb 28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = parseIsoDate(date);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay))));
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS);
}

export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate(now);
}
