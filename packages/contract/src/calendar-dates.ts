/**
 * Month and day counts on `YYYY-MM-DD` strings for contracts and service changes (beside
 * calendar.ts's addDays and market today), in UTC so a date never shifts with the time zone.
 */

/**
 * A calendar date moved by whole months, without clamping to the month's end (Jan 31 + 1
 * month is Mar 3): the rule contract end dates of transfers have always followed.
 */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
