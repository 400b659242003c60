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

/**
 * Today's calendar date in the market's time zone.
 *
 * Central time by the US rule (since 2007): daylight time, UTC−5, from the second Sunday of
 * March at 2:00 standard time to the first Sunday of November at 2:00 daylight time; standard
 * time, UTC−6, the rest of the year. Worked out here rather than by an Intl formatter for
 * America/Chicago, whose first start costs a browser 30–60 ms of main thread at full speed on
 * Home's first screen (issue 18); calendar.test.ts holds it to Intl's answer hour by hour.
 */
export function marketToday(now: Date = new Date()): string {
  const at = now.getTime();
  return new Date(at + centralOffsetMs(at)).toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;

function centralOffsetMs(at: number): number {
  // The switches fall in March and November, so the UTC year is the Texas year for both.
  const year = new Date(at).getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 6); // 2:00 CST
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 5); // 2:00 CDT
  return (at >= daylightFrom && at < daylightUntil ? -5 : -6) * HOUR_MS;
}

/** The day of the month of the `n`th Sunday of `month` (0-based) in `year`. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay(); // 0 is Sunday
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** Central time's offset in winter: every New Year in Texas falls in standard time. */
const CENTRAL_STANDARD_OFFSET_MS = -6 * HOUR_MS;

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
