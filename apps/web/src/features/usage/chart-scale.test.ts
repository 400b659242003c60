import { describe, expect, it } from 'vitest';
import { labelStride, niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and reaches the largest value', () => {
    expect(niceTicks(2454)).toEqual([0, 1000, 2000, 3000]);
    expect(niceTicks(1564)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceTicks(80)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(7.3)).toEqual([0, 2, 4, 6, 8]);
  });

  it('draws an axis even with nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('labelStride', () => {
  it('labels every slot when the label fits, and skips slots when it does not', () => {
    expect(labelStride(48, 40)).toBe(1);
    expect(labelStride(12, 40)).toBe(4);
    expect(labelStride(20, 40)).toBe(2);
  });
});
