import {
  clockMidnightMs,
  type ComparePeriod,
  estimatedRuns,
  STEP_OF_PERIOD,
  storedDayStartMs,
  USAGE_MAX_MONTHS,
  type UsagePeriod,
  type UsageSeries,
  type UsageSmtRequest,
} from '@myaccount/contract';
import { AppError } from '../../plugins/app-error.ts';
import { addDays, addMonths, daysBetween, isCalendarDate, type IsoDate } from './calendar.ts';

export interface Window {
  startDate: IsoDate;
  endDate: IsoDate;
}

const badField = (field: string, message: string) => new AppError('bad_request', message, { field });

/**
 * Issue rules for an interval request: real calendar dates, start ≤ end, at most 13 months,
 * nothing after today. Every failure is a 400 naming the field at fault.
 */
export function validateWindow(request: UsageSmtRequest, today: IsoDate): Window {
  const { startDate, endDate } = request;
  if (!isCalendarDate(startDate)) throw badField('startDate', 'startDate is not a calendar date.');
  if (!isCalendarDate(endDate)) throw badField('endDate', 'endDate is not a calendar date.');
  if (endDate > today) throw badField('endDate', 'endDate cannot be after today.');
  if (startDate > endDate) throw badField('startDate', 'startDate must be on or before endDate.');
  // 13 months inclusive: 2025-11-01 … 2026-11-30 is allowed, one more day is not.
  if (endDate >= addMonths(startDate, USAGE_MAX_MONTHS)) {
    throw badField('endDate', `The window can span at most ${USAGE_MAX_MONTHS} months.`);
  }
  return { startDate, endDate };
}

/** The overlay window: as many days as `window`, a year earlier or just before it. */
export function compareWindow(window: Window, compare: ComparePeriod): Window {
  const length = daysBetween(window.startDate, window.endDate);
  const startDate =
    compare === 'previous-year' ? addMonths(window.startDate, -12) : addDays(window.startDate, -(length + 1));
  return { startDate, endDate: addDays(startDate, length) };
}

const SLOT_MS = 15 * 60_000;

export interface StoredDay {
  readDate: IsoDate;
  wh: number[];
  estimated: boolean;
}

/**
 * The stored days a window needs: stored days are standard time and a wall-clock day starts
 * at or before its standard-time midnight (daylight time is ahead), so one day before it.
 */
export const storedDaysOf = (window: Window): Window => ({
  startDate: addDays(window.startDate, -1),
  endDate: window.endDate,
});

/** Slot indexes where each bucket of the window begins, plus the end (wall-clock edges). */
function bucketEdges(window: Window, period: UsagePeriod, fromMs: number, slots: number, timeZone: string) {
  const edges: number[] = [];
  if (period === 'hourly') {
    for (let i = 0; i < slots; i += 4) edges.push(i);
    edges.push(slots);
    return edges;
  }
  const edge = (date: IsoDate) => Math.round((clockMidnightMs(date, timeZone) - fromMs) / SLOT_MS);
  for (let d = window.startDate; d <= window.endDate; d = addDays(d, 1)) {
    if (period === 'daily' || d === window.startDate || d.endsWith('-01')) edges.push(edge(d));
  }
  edges.push(slots);
  return edges;
}

/**
 * A window's series on the premise's wall clock, built from its stored meter-days: every
 * quarter hour from local midnight of startDate to the end of endDate is laid in place
 * (a missing read stays missing), then added up per bucket in integer watt-hours, so each
 * hour, day and month is exactly the sum of its quarter hours and the total the sum of all.
 * A gas meter or a meter without reads gives an all-null series.
 */
export function buildSeries(
  window: Window,
  period: UsagePeriod,
  days: StoredDay[],
  timeZone: string,
): UsageSeries {
  const fromMs = clockMidnightMs(window.startDate, timeZone);
  const slots = Math.round((clockMidnightMs(addDays(window.endDate, 1), timeZone) - fromMs) / SLOT_MS);
  const wh = new Float64Array(slots).fill(Number.NaN);
  const estimated = new Uint8Array(slots);
  for (const day of days) {
    const first = Math.round((storedDayStartMs(day.readDate, timeZone) - fromMs) / SLOT_MS);
    const from = Math.max(0, -first);
    const to = Math.min(day.wh.length, slots - first);
    for (let k = from; k < to; k++) {
      wh[first + k] = day.wh[k]!;
      estimated[first + k] = day.estimated ? 1 : 0;
    }
  }
  const step = STEP_OF_PERIOD[period];
  const start =
    period === 'daily'
      ? window.startDate
      : period === 'monthly'
        ? window.startDate.slice(0, 7)
        : new Date(fromMs).toISOString().replace('.000Z', 'Z');
  let totalWh = 0;
  if (period === '15-minute') {
    const values: (number | null)[] = new Array(slots);
    for (let i = 0; i < slots; i++) {
      const v = wh[i]!;
      values[i] = Number.isNaN(v) ? null : v;
      if (!Number.isNaN(v)) totalWh += v;
    }
    return { ...window, start, step, wh: values, estimated: estimatedRuns(estimated), totalWh };
  }
  const edges = bucketEdges(window, period, fromMs, slots, timeZone);
  const values: (number | null)[] = [];
  const flags: boolean[] = [];
  for (let b = 0; b + 1 < edges.length; b++) {
    let sum: number | null = null;
    let flagged = false;
    for (let i = edges[b]!; i < edges[b + 1]!; i++) {
      const v = wh[i]!;
      if (Number.isNaN(v)) continue;
      sum = (sum ?? 0) + v;
      flagged ||= estimated[i] === 1;
    }
    values.push(sum);
    flags.push(flagged);
    totalWh += sum ?? 0;
  }
  return { ...window, start, step, wh: values, estimated: estimatedRuns(flags), totalWh };
}
