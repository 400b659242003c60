import { describe, expect, it } from 'vitest';
import { downsample } from './downsample';

describe('downsample', () => {
  it('leaves short series alone', () => {
    const columns = { x: [1, 2, 3], ys: [[1, null, 3]] };
    expect(downsample(columns, 10)).toBe(columns);
  });

  it('keeps every peak and dip of a year of 15-minute points in a few thousand', () => {
    const n = 35_040;
    const x = Array.from({ length: n }, (_, i) => i);
    const y = x.map((i) => (i === 20_000 ? 99 : i === 30_000 ? -5 : Math.sin(i / 50)));
    const drawn = downsample({ x, ys: [y, y.map(() => null)] }, 2000);
    expect(drawn.x.length).toBeLessThanOrEqual(2000);
    expect(Math.max(...(drawn.ys[0] as number[]))).toBe(99);
    expect(Math.min(...(drawn.ys[0] as number[]))).toBe(-5);
    expect(drawn.ys[1]!.every((v) => v === null)).toBe(true);
    expect(drawn.x[0]).toBe(0);
    expect(drawn.x.at(-1)).toBe(n - 1);
  });
});
