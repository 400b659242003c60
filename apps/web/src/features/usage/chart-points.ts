import { bucketTimeMs, type UsageSmtHistory, whToKwh } from '@myaccount/contract';
import { type Columns, downsample } from './downsample';

/** What the chart needs of a reply: the steps and values, nothing the table or CSV use. */
export interface ChartInput {
  current: Pick<UsageSmtHistory['current'], 'start' | 'step' | 'wh'>;
  compareWh: (number | null)[] | null;
  maxPoints: number;
}

export const chartInput = (history: UsageSmtHistory, maxPoints: number): ChartInput => ({
  current: { start: history.current.start, step: history.current.step, wh: history.current.wh },
  compareWh: history.compare?.wh ?? null,
  maxPoints,
});

/**
 * The chart's points: x in seconds (instants for quarter hours and hours, calendar dates
 * read as UTC for days and months), kWh per series, the comparison laid over by position,
 * then min/max-decimated to `maxPoints`. Runs in a worker (chart-points.worker.ts) so a
 * year of quarter hours never blocks the page.
 */
export function chartPoints({ current, compareWh, maxPoints }: ChartInput): Columns {
  const n = current.wh.length;
  const x = new Array<number>(n);
  for (let i = 0; i < n; i++) x[i] = bucketTimeMs(current, i) / 1000;
  const ys = [current.wh.map(whToKwh)];
  // Overlaid by position: a window with a daylight-saving day may be 4 quarter hours longer.
  if (compareWh) ys.push(Array.from({ length: n }, (_, i) => whToKwh(compareWh[i])));
  return downsample({ x, ys }, maxPoints);
}
