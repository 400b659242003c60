// How a sub-bench hands its figures to `npm run bench` (all.ts): each figure is one row of
// issue 18's table, with every measured value (rounds), its target and, when the sub-bench
// can tell, why it is where it is. Run alone, a sub-bench only prints; under all.ts
// (BENCH_RESULTS names a file) it also appends its figures there as JSON lines.
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface Figure {
  /** The row's name in the table, e.g. "p99 at 64 connections, PostgreSQL, profile". */
  row: string;
  /** Every measured value (one per round); the table shows their median and spread. */
  values: number[];
  unit: string;
  /** Met when the median is at most `max` / at least `min`. */
  max?: number;
  min?: number;
  /** What was seen beside the figure that explains it (CPU per request, load, the failing part). */
  note?: string;
}

export function record(...figures: Figure[]): void {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  for (const figure of figures) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const loadAverage = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
