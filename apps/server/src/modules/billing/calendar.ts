/**
 * Calendar arithmetic on `YYYY-MM-DD` strings in UTC, so a date never shifts with the
 * server's time zone.
 */
export type IsoDate = string;

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

// One rule for calendar days and months, shared with the web app: the contract's. "Today" is
// the market's calendar day (America/Chicago), the day bills, due dates and contracts run on;
// UTC's date is a day ahead from 18:00 or 19:00 Chicago time, so it is never used for today.
export { addDays, addMonths, daysBetween, marketToday } from '@myaccount/contract';
