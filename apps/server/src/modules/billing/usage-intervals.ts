import {
  type ComparePeriod,
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

const pad = (n: number) => String(n).padStart(2, '0');

/** 'T00:00', 'T00:15' … built once: a year at 15-minute grain needs 35,040 labels per call. */
const timeSuffixes = (perHour: number) =>
  Array.from({ length: 24 * perHour }, (_, i) => {
    const m = (i * 60) / perHour;
    return `T${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  });
const QUARTER_HOURS = timeSuffixes(4);
const HOURS = timeSuffixes(1);

/** Labels of one day's buckets at 15-minute or hourly grain, in meter-local standard time. */
function dayLabels(date: IsoDate, perHour: number): string[] {
  return (perHour === 4 ? QUARTER_HOURS : HOURS).map((suffix) => date + suffix);
}

/** Every bucket label of the window, in order (the dense x axis of the series). */
export function bucketLabels(window: Window, period: UsagePeriod): string[] {
  const labels: string[] = [];
  if (period === 'monthly') {
    const last = window.endDate.slice(0, 7);
    for (let d = `${window.startDate.slice(0, 7)}-01`; d.slice(0, 7) <= last; d = addMonths(d, 1)) {
      labels.push(d.slice(0, 7));
    }
    return labels;
  }
  for (let d = window.startDate; d <= window.endDate; d = addDays(d, 1)) {
    if (period === 'daily') labels.push(d);
    else labels.push(...dayLabels(d, period === 'hourly' ? 1 : 4));
  }
  return labels;
}

export interface BucketValue {
  wh: number;
  estimated: boolean;
}

/**
 * Lays measured buckets onto the full window: a bucket without reads is null, never 0, so a
 * meter outage is not drawn as zero use. Totals are summed in integer watt-hours first.
 */
export function toSeries(window: Window, labels: string[], values: Map<string, BucketValue>): UsageSeries {
  const kwh: (number | null)[] = new Array(labels.length);
  const estimated: boolean[] = new Array(labels.length);
  let totalWh = 0;
  labels.forEach((label, i) => {
    const value = values.get(label);
    kwh[i] = value ? value.wh / 1000 : null;
    estimated[i] = value?.estimated ?? false;
    totalWh += value?.wh ?? 0;
  });
  return { ...window, start: labels, kwh, estimated, totalKwh: totalWh / 1000 };
}

/**
 * The 15-minute series straight from the stored days: nothing to add up, so one pass over
 * the window lays each day's 96 values in place (no per-point lookups).
 */
export function quarterHourSeries(
  window: Window,
  days: { readDate: IsoDate; wh: number[]; estimated: boolean }[],
): UsageSeries {
  const byDate = new Map(days.map((d) => [d.readDate, d]));
  const start: string[] = [];
  const kwh: (number | null)[] = [];
  const estimated: boolean[] = [];
  let totalWh = 0;
  for (let date = window.startDate; date <= window.endDate; date = addDays(date, 1)) {
    const day = byDate.get(date);
    for (let slot = 0; slot < QUARTER_HOURS.length; slot++) {
      const wh = day?.wh[slot];
      start.push(date + QUARTER_HOURS[slot]!);
      kwh.push(wh === undefined ? null : wh / 1000);
      estimated.push(wh !== undefined && day!.estimated);
      totalWh += wh ?? 0;
    }
  }
  return { ...window, start, kwh, estimated, totalKwh: totalWh / 1000 };
}
