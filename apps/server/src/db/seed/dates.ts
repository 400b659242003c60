import { addDays, addMonths, daysBetween, marketToday } from '@myaccount/contract';

/**
 * Calendar helpers on UTC 'YYYY-MM-DD' strings. Seed data is anchored to the month of the
 * seed so the portal always shows the last 24 months, whatever day the server starts.
 */
export type IsoDate = string;

export function iso(d: Date): IsoDate {
  return d.toISOString().slice(0, 10);
}

export function parse(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Builds a date, normalising overflowing months/days (month is 0-based, like Date.UTC). */
export function ymd(year: number, month0: number, day: number): IsoDate {
  return iso(new Date(Date.UTC(year, month0, day)));
}

// One rule for calendar days and months, shared with the web app: the contract's; the seed's
// today is the market's calendar day, as the server's is.
export { addDays, addMonths, daysBetween, marketToday };

/** The first day of the month `offset` months from the month of `today` (0 = this month). */
export function monthStart(today: IsoDate, offset: number): IsoDate {
  const d = parse(today);
  return ymd(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
}

/** The last day of the month that `date` falls in. */
export function monthEnd(date: IsoDate): IsoDate {
  const d = parse(date);
  return ymd(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2026' — the billing period label shown on usage charts. */
export function periodName(date: IsoDate): string {
  const d = parse(date);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** A timestamp `days` before `today` at a given UTC hour (notifications, status changes). */
export function instantDaysAgo(today: IsoDate, days: number, hourUtc = 15): Date {
  const d = parse(addDays(today, -days));
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
}
