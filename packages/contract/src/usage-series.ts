/**
 * Reading a step-encoded usage series (`usageSeries`): the one copy of where bucket i falls,
 * what it is called on the wall clock and whether it was estimated. Everything is computed
 * per index on demand, so a screen showing 20 rows of a year labels 20 points, not 35,040.
 */
import type { UsagePeriod, UsageSeries, UsageStep } from './billing.ts';
import { wallClockLabeller } from './meter-clock.ts';

const DAY_MS = 86_400_000;

/** The fixed length of a sub-daily step in ms; days and months are calendar steps. */
export const STEP_MS: Partial<Record<UsageStep, number>> = { PT15M: 900_000, PT1H: 3_600_000 };

export const STEP_OF_PERIOD: Record<UsagePeriod, UsageStep> = {
  '15-minute': 'PT15M',
  hourly: 'PT1H',
  daily: 'P1D',
  monthly: 'P1M',
};

type Steps = Pick<UsageSeries, 'start' | 'step'>;

/**
 * Bucket i's start in ms: the instant for quarter hours and hours; for days and months the
 * calendar date read as UTC midnight (what a chart's time axis shows in Etc/UTC). The first
 * monthly bucket starts on its own date; later ones on the 1st.
 */
export function bucketTimeMs(series: Steps, i: number): number {
  const fixed = STEP_MS[series.step];
  if (fixed !== undefined) return Date.parse(series.start) + i * fixed;
  if (series.step === 'P1D') return Date.parse(`${series.start}T00:00:00Z`) + i * DAY_MS;
  const [year, month] = series.start.split('-').map(Number);
  return Date.UTC(year!, month! - 1 + i, 1);
}

/**
 * Labels buckets as the customer's wall clock reads them: `YYYY-MM-DDTHH:mm` for quarter
 * hours and hours (in `timeZone`, so 01:00 appears twice on the fall-back day and 02:00 never
 * on the spring-forward day), `YYYY-MM-DD` for days, `YYYY-MM` for months.
 */
export function bucketLabeller(series: Steps, timeZone: string): (i: number) => string {
  if (series.step === 'P1D') return (i) => new Date(bucketTimeMs(series, i)).toISOString().slice(0, 10);
  if (series.step === 'P1M') return (i) => new Date(bucketTimeMs(series, i)).toISOString().slice(0, 7);
  const wall = wallClockLabeller(timeZone);
  return (i) => wall(bucketTimeMs(series, i));
}

/** One flag per bucket (1 = estimated) from the runs the series carries. */
export function estimatedMask(series: Pick<UsageSeries, 'wh' | 'estimated'>): Uint8Array {
  const mask = new Uint8Array(series.wh.length);
  for (const [from, count] of series.estimated) mask.fill(1, from, Math.min(from + count, mask.length));
  return mask;
}

/** Runs [first index, count] of the flagged buckets, the form the series carries. */
export function estimatedRuns(flags: ArrayLike<boolean | number>): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < flags.length; i++) {
    if (!flags[i]) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === i) last[1]++;
    else runs.push([i, 1]);
  }
  return runs;
}

/** A bucket's watt-hours as kWh, the unit customers read (null stays null). */
export const whToKwh = (wh: number | null | undefined): number | null =>
  wh === null || wh === undefined ? null : wh / 1000;
