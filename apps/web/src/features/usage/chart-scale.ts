/**
 * Round tick values for a value axis from 0 to at least `max`: steps of 1, 2 or 5 times a
 * power of ten, about `target` of them, the last one at or above `max`.
 */
export function niceTicks(max: number, target = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(v);
    if (v >= max) break;
  }
  return ticks;
}

/**
 * Every how many slots an axis label can go so that labels `labelPx` wide never touch:
 * 1 when each slot is wide enough, else the smallest stride that leaves room.
 */
export function labelStride(slotPx: number, labelPx: number): number {
  if (slotPx <= 0) return 1;
  return Math.max(1, Math.ceil(labelPx / slotPx));
}
