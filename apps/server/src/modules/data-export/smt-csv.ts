import type { DayReads } from '../billing/index.ts';
import { SLOT_MS, clockFormat, standardOffsetMinutes, storedDayStartMs, wallClockMs } from './clock.ts';

/** Columns of Smart Meter Texas' interval download, in its order, so SMT tools read our file. */
export const SMT_COLUMNS = [
  'ESIID',
  'USAGE_DATE',
  'REVISION_DATE',
  'USAGE_START_TIME',
  'USAGE_END_TIME',
  'USAGE_KWH',
  'ESTIMATED_ACTUAL',
  'CONSUMPTION_SURPLUSGENERATION',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const usDate = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
const hhmm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

export interface SmtOptions {
  esiid: string;
  timeZone: string;
  /** When the file was produced: we keep no revision history, so this is the latest we vouch for. */
  revisedAt: Date;
  /** Clock dates to keep (inclusive): feed one stored day before `from`, whose last hour is `from`'s first in summer. */
  from: string;
  to: string;
}

/**
 * SMT rows from meter-days stored in local standard time (96 slots a day). SMT labels each
 * interval with the local clock, so a slot is moved to its clock time: the spring-forward day
 * has 92 intervals and the fall-back day 100 (01:00–02:00 twice), exactly as SMT writes them.
 */
export function* smtCsvRows(days: Iterable<DayReads>, options: SmtOptions): Generator<string> {
  const format = clockFormat(options.timeZone);
  const revised = `${usDate(options.revisedAt)} ${hhmm(options.revisedAt)}`;
  let offsetYear = -1;
  let offsetMs = 0;
  for (const day of days) {
    const year = Number(day.readDate.slice(0, 4));
    if (year !== offsetYear) {
      offsetYear = year;
      offsetMs = standardOffsetMinutes(options.timeZone, year) * 60_000;
    }
    const midnightUtc = storedDayStartMs(day.readDate, offsetMs);
    const flag = day.estimated ? 'E' : 'A';
    for (let slot = 0; slot < day.wh.length; slot++) {
      const start = new Date(wallClockMs(midnightUtc + slot * SLOT_MS, format));
      const clockDate = start.toISOString().slice(0, 10);
      if (clockDate < options.from || clockDate > options.to) continue;
      const end = new Date(start.getTime() + SLOT_MS);
      const kwh = (day.wh[slot]! / 1000).toFixed(3);
      yield `${options.esiid},${usDate(start)},${revised},${hhmm(start)},${hhmm(end)},${kwh},${flag},Consumption\n`;
    }
  }
}
