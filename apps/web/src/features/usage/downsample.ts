/**
 * Min/max decimation for drawing only: each bucket of consecutive points becomes two points
 * (its first and last x) carrying the bucket's lowest and highest value in the order they
 * occurred, so peaks and dips survive while a year of 15-minute reads (35,040 points) draws
 * as a few thousand. Tables and CSV always use the full series.
 */
export interface Columns {
  x: number[];
  ys: (number | null)[][];
}

function extremes(values: (number | null)[], from: number, to: number): [number | null, number | null] {
  let min: number | null = null;
  let max: number | null = null;
  let minAt = -1;
  let maxAt = -1;
  for (let i = from; i < to; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    if (min === null || v < min) [min, minAt] = [v, i];
    if (max === null || v > max) [max, maxAt] = [v, i];
  }
  return minAt <= maxAt ? [min, max] : [max, min];
}

export function downsample(columns: Columns, maxPoints: number): Columns {
  const n = columns.x.length;
  if (n <= maxPoints) return columns;
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  const size = n / buckets;
  const x: number[] = [];
  const ys: (number | null)[][] = columns.ys.map(() => []);
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor(b * size);
    const to = Math.min(n, Math.floor((b + 1) * size));
    if (to <= from) continue;
    x.push(columns.x[from]!, columns.x[to - 1]!);
    columns.ys.forEach((values, s) => ys[s]!.push(...extremes(values, from, to)));
  }
  return { x, ys };
}
