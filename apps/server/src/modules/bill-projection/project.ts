import { addDays, addMonths, daysBetween } from '../billing/index.ts';
import type { IntervalDay } from '../rating/index.ts';

/**
 * The rest of an open billing cycle, projected from the same days last year: last year's
 * quarter hours for each remaining day, scaled by this cycle's pace. The pace is the kWh read
 * so far over what last year's same days would use in this year's weather (last year's kWh
 * plus `weatherSoFar`), so a hot first week raises the days it covered without being carried
 * into the rest of the cycle, whose weather is not known yet. The range scales the remaining
 * days by the pace's spread: how much the weekly pace varied across the days already read.
 */
export interface CycleProjection {
  /** Days read so far, then the projected days up to the cycle's end (mid, low and high). */
  mid: IntervalDay[];
  low: IntervalDay[];
  high: IntervalDay[];
  pace: number;
  spread: number;
  /** Days of the cycle read so far, and days in the cycle. */
  daysRead: number;
  daysInCycle: number;
}

/** The widest and narrowest relative range the projection shows. */
const MIN_SPREAD = 0.05;
const MAX_SPREAD = 0.3;
/** With fewer days read than this the pace is too young to narrow the range. */
const YOUNG_CYCLE_DAYS = 7;

const kwhOf = (d: IntervalDay) => d.wh.reduce((a, b) => a + b, 0) / 1000;

export function projectCycle(input: {
  start: string;
  end: string;
  /** Reads of this cycle so far, oldest first. */
  soFar: IntervalDay[];
  /** Reads of the same dates a year earlier, by date a year earlier. */
  lastYear: IntervalDay[];
  /**
   * kWh the weather of the days read so far adds over last year's weather on the same days
   * (negative when milder): the customer's kWh per degree day × the difference in degree days.
   */
  weatherSoFar?: number;
}): CycleProjection {
  const { start, end, soFar } = input;
  const daysInCycle = daysBetween(start, end) + 1;
  const lastYearOn = new Map(input.lastYear.map((d) => [d.date, d]));
  const yearBefore = (date: string) => addMonths(date, -12);

  // Pace: this year's kWh over last year's for the days both years have.
  const paired = soFar
    .map((d) => ({ now: kwhOf(d), then: lastYearOn.get(yearBefore(d.date)) }))
    .filter((p): p is { now: number; then: IntervalDay } => !!p.then)
    .map((p) => ({ now: p.now, then: kwhOf(p.then) }));
  const sumNow = paired.reduce((a, p) => a + p.now, 0);
  const sumThen = paired.reduce((a, p) => a + p.then, 0);
  const expected = sumThen + (input.weatherSoFar ?? 0);
  const pace = sumThen > 0 && expected > 0 ? sumNow / expected : 1;

  // Spread: the relative variation of the pace week by week.
  const weekly: number[] = [];
  for (let i = 0; i + 7 <= paired.length; i += 7) {
    const week = paired.slice(i, i + 7);
    const then = week.reduce((a, p) => a + p.then, 0);
    if (then > 0) weekly.push(week.reduce((a, p) => a + p.now, 0) / then);
  }
  let spread = MAX_SPREAD;
  if (paired.length >= YOUNG_CYCLE_DAYS && weekly.length >= 2) {
    const mean = weekly.reduce((a, b) => a + b, 0) / weekly.length;
    const sd = Math.sqrt(weekly.reduce((a, b) => a + (b - mean) ** 2, 0) / (weekly.length - 1));
    spread = Math.min(MAX_SPREAD, Math.max(MIN_SPREAD, sd / mean));
  } else if (paired.length >= YOUNG_CYCLE_DAYS) {
    spread = (MIN_SPREAD + MAX_SPREAD) / 2;
  }

  // Remaining days: last year's shape, or — without last year — the average day so far.
  const lastRead = soFar.at(-1)?.date ?? addDays(start, -1);
  const averageDay = soFar.length
    ? soFar[0]!.wh.map((_, slot) => soFar.reduce((a, d) => a + (d.wh[slot] ?? 0), 0) / soFar.length)
    : null;
  const remaining = (scale: number): IntervalDay[] => {
    const days: IntervalDay[] = [];
    for (let date = addDays(lastRead, 1); date <= end; date = addDays(date, 1)) {
      const then = lastYearOn.get(yearBefore(date));
      const shape = then ? then.wh.map((w) => w * pace) : averageDay;
      if (!shape) continue;
      days.push({ date, wh: shape.map((w) => Math.round(w * scale)) });
    }
    return days;
  };
  return {
    mid: [...soFar, ...remaining(1)],
    low: [...soFar, ...remaining(1 - spread)],
    high: [...soFar, ...remaining(1 + spread)],
    pace,
    spread,
    daysRead: soFar.length,
    daysInCycle,
  };
}

/** The billed cycle compared as "same cycle last year" ends within this many days of a year before. */
const LAST_YEAR_TOLERANCE_DAYS = 20;

/**
 * A cycle's usage when nothing of it is read yet (gas meters report once a cycle): the same
 * cycle last year per day × this cycle's days (else the latest cycle's), plus what the weather
 * so far asks for beyond last year's. The range is the widest: nothing of this cycle is measured.
 */
export function projectTotal(input: {
  start: string;
  end: string;
  billed: readonly { periodStart: string; periodEnd: string; usage: number }[];
  weatherSoFar: number;
}): { low: number; mid: number; high: number; spread: number } | null {
  const target = addMonths(input.end, -12);
  const near = input.billed
    .filter((c) => Math.abs(daysBetween(c.periodEnd, target)) <= LAST_YEAR_TOLERANCE_DAYS)
    .sort((a, b) => Math.abs(daysBetween(a.periodEnd, target)) - Math.abs(daysBetween(b.periodEnd, target)));
  const basis = near[0] ?? input.billed.at(-1);
  if (!basis) return null;
  const perDay = basis.usage / (daysBetween(basis.periodStart, basis.periodEnd) + 1);
  const mid = Math.max(0, perDay * (daysBetween(input.start, input.end) + 1) + input.weatherSoFar);
  return { low: mid * (1 - MAX_SPREAD), mid, high: mid * (1 + MAX_SPREAD), spread: MAX_SPREAD };
}
