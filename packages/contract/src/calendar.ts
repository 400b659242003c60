/**
 * Calendar arithmetic on `YYYY-MM-DD` strings, the one copy both halves use: in UTC, so a
 * date never shifts with the machine's time zone.
 */

/** The retail market runs on Central time: "today" for a drop window is today in Texas. */
export const MARKET_TIME_ZONE = 'America/Chicago';

/** A calendar date moved by whole days (negative moves back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A calendar date moved by whole months, clamped to the end of a shorter month (Jan 31 + 1
 * month is Feb 28, or 29): PostgreSQL's date + interval and every date library count so, a
 * billing cycle that ends on Jan 31 ends next on Feb 28, and a contract's anniversary stays in
 * its month. (Contracts used to run on into the next month: Aug 31 + 6 months was Mar 3.)
 */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// Made on first use and kept: building an Intl.DateTimeFormat costs far more than formatting
// with one, and the server asks for today on every enrollment of every read.
let marketDateFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar date in the market's time zone. */
export function marketToday(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  marketDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE });
  return marketDateFormat.format(now);
}

/** Central time's offset in winter: every New Year in Texas falls in standard time. */
const CENTRAL_STANDARD_OFFSET_MS = -6 * 3_600_000;

/**
 * The year in the market's time zone (the footer's copyright), the same on the server that
 * sends the sign-in page and in every browser that hydrates it, wherever it is. New Year is
 * always in standard time, so a fixed offset gives it exactly, without an Intl formatter: the
 * sign-in page would otherwise pay ICU's first start (40–73 ms) while hydrating.
 */
export function marketYear(now: number = Date.now()): number {
  return new Date(now + CENTRAL_STANDARD_OFFSET_MS).getUTCFullYear();
}

/**
 * The dates a service may end on (drop, and the move-out day of a transfer): market today
 * through today + `my_account_days_to_request_drop`. Days below 0 count as 0, so the window
 * always holds today and never ends before it starts (a misconfigured brand still lets a
 * customer end service today rather than refusing every date).
 */
export function dropWindow(
  daysToRequestDrop: number,
  now: Date = new Date(),
): { first: string; last: string } {
  const first = marketToday(now);
  return { first, last: addDays(first, Math.max(0, daysToRequestDrop)) };
}
