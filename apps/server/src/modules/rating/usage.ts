import { daysInclusive, weekday } from './calendar.ts';
import { RatingError } from './in-force.ts';
import { roundQuantity } from './money.ts';
import type { CycleUsage, IntervalDay, IsoDate, TouPeriod } from './types.ts';

/**
 * How meter reads become billed quantities. A meter bills whole kWh: interval reads are
 * summed in watt-hours and rounded to the kWh once for the cycle. When a cycle is cut in parts
 * (a tariff change, time-of-use windows), parts are rounded cumulatively, so they always add
 * up to the cycle's billed total.
 */
function cumulativeParts(values: readonly number[], toUnits: (v: number) => number): number[] {
  let running = 0;
  let billedSoFar = 0;
  return values.map((v) => {
    running += v;
    const billed = toUnits(running);
    const part = roundQuantity(billed - billedSoFar);
    billedSoFar = billed;
    return part;
  });
}

const kwhOfWh = (wh: number) => Math.round(wh / 1000);
const daySum = (day: IntervalDay) => day.wh.reduce((a, b) => a + b, 0);

export function intervalsWithin(days: readonly IntervalDay[], from: IsoDate, to: IsoDate): IntervalDay[] {
  return days.filter((d) => d.date >= from && d.date <= to);
}

/** The cycle's billed usage in the utility's unit. */
export function cycleQuantity(usage: CycleUsage): number {
  if (usage.kind === 'total') return roundQuantity(usage.quantity);
  return kwhOfWh(usage.days.reduce((a, d) => a + daySum(d), 0));
}

/**
 * Billed usage of consecutive day spans covering the cycle. Interval reads are split on the
 * day they were read; a total read is shared by days (the utilities' own proration rule).
 */
export function quantitiesBySpan(
  usage: CycleUsage,
  spans: readonly { from: IsoDate; to: IsoDate }[],
): number[] {
  if (usage.kind === 'intervals') {
    const wh = spans.map((s) => intervalsWithin(usage.days, s.from, s.to).reduce((a, d) => a + daySum(d), 0));
    return cumulativeParts(wh, kwhOfWh);
  }
  const total = roundQuantity(usage.quantity);
  const days = spans.map((s) => daysInclusive(s.from, s.to));
  const allDays = days.reduce((a, b) => a + b, 0);
  // Whole units when the read is whole, else the 3 decimals quantities keep.
  const step = Number.isInteger(total) ? 1 : 0.001;
  return cumulativeParts(days, (d) => roundQuantity(Math.round((total * d) / allDays / step) * step));
}

/** Which time-of-use window a quarter hour falls in (-1: none, priced at the other rate). */
function touWindow(periods: readonly TouPeriod[], slot: number, isWeekend: boolean): number {
  const hour = slot / 4;
  return periods.findIndex((p) => !(p.weekdaysOnly && isWeekend) && hour >= p.fromHour && hour < p.toHour);
}

/** Billed usage per time-of-use window, then the rest; adds up to the cycle's total. */
export function quantitiesByTou(usage: CycleUsage, periods: readonly TouPeriod[]): number[] {
  if (usage.kind !== 'intervals') {
    throw new RatingError('tou_needs_intervals', 'A time-of-use plan is rated from interval reads.');
  }
  const wh = new Array<number>(periods.length + 1).fill(0);
  for (const day of usage.days) {
    const isWeekend = [0, 6].includes(weekday(day.date));
    day.wh.forEach((value, slot) => {
      const w = touWindow(periods, slot, isWeekend);
      wh[w === -1 ? periods.length : w]! += value;
    });
  }
  return cumulativeParts(wh, kwhOfWh);
}
