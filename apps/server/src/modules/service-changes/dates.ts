/** The retail market runs on Central time: "today" for a drop window is today in Texas. */
export const MARKET_TIME_ZONE = 'America/Chicago';

/** Today's calendar date (YYYY-MM-DD) in the market's time zone. */
export function marketToday(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE }).format(now);
}

/** A calendar date moved by whole days (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
