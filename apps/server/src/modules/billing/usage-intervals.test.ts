import { describe, expect, it } from 'vitest';
import {
  bucketLabels,
  compareWindow,
  quarterHourSeries,
  toSeries,
  validateWindow,
} from './usage-intervals.ts';

describe('compareWindow', () => {
  it('keeps the number of days when a year back crosses a leap day', () => {
    expect(compareWindow({ startDate: '2025-02-20', endDate: '2025-03-05' }, 'previous-year')).toEqual({
      startDate: '2024-02-20',
      endDate: '2024-03-04',
    });
  });

  it('puts the previous period right before the window', () => {
    expect(compareWindow({ startDate: '2026-03-01', endDate: '2026-03-31' }, 'previous-period')).toEqual({
      startDate: '2026-01-29',
      endDate: '2026-02-28',
    });
  });
});

describe('bucketLabels', () => {
  it('names quarter hours, hours, days and months', () => {
    const day = { startDate: '2026-03-01', endDate: '2026-03-01' };
    expect(bucketLabels(day, '15-minute').slice(0, 3)).toEqual([
      '2026-03-01T00:00',
      '2026-03-01T00:15',
      '2026-03-01T00:30',
    ]);
    expect(bucketLabels(day, '15-minute')).toHaveLength(96);
    expect(bucketLabels(day, 'hourly').at(-1)).toBe('2026-03-01T23:00');
    expect(bucketLabels({ startDate: '2025-12-30', endDate: '2026-01-02' }, 'daily')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(bucketLabels({ startDate: '2025-11-30', endDate: '2026-02-01' }, 'monthly')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('quarterHourSeries and toSeries', () => {
  it('leave buckets without reads null and total exact watt-hours', () => {
    const window = { startDate: '2026-03-01', endDate: '2026-03-02' };
    const series = quarterHourSeries(window, [
      { readDate: '2026-03-01', wh: [100, 200, 300, ...new Array(93).fill(1)], estimated: true },
    ]);
    expect(series.start).toEqual(bucketLabels(window, '15-minute'));
    expect(series.kwh.slice(0, 3)).toEqual([0.1, 0.2, 0.3]);
    expect(series.estimated[0]).toBe(true);
    expect(series.totalKwh).toBe(0.693);
    // The second day has no reads: 96 nulls, not zeros, and nothing estimated.
    expect(series.kwh.slice(96)).toEqual(new Array(96).fill(null));
    expect(series.estimated.slice(96).some(Boolean)).toBe(false);

    const hourly = toSeries(
      window,
      bucketLabels(window, 'hourly'),
      new Map([['2026-03-01T05:00', { wh: 1500, estimated: false }]]),
    );
    expect(hourly.kwh[5]).toBe(1.5);
    expect(hourly.totalKwh).toBe(1.5);

    const empty = toSeries(window, bucketLabels(window, 'hourly'), new Map());
    expect(empty.kwh).toEqual(new Array(48).fill(null));
    expect(empty.totalKwh).toBe(0);
  });
});

describe('validateWindow', () => {
  const today = '2026-11-23';
  it('allows up to 13 months ending today', () => {
    expect(validateWindow({ startDate: '2025-10-24', endDate: today, period: 'daily' }, today)).toEqual({
      startDate: '2025-10-24',
      endDate: today,
    });
  });

  it('names the field at fault', () => {
    const fieldOf = (startDate: string, endDate: string) => {
      try {
        validateWindow({ startDate, endDate, period: 'daily' }, today);
        return null;
      } catch (error) {
        return (error as { items: { field?: string }[] }).items[0]!.field;
      }
    };
    expect(fieldOf('2025-10-23', today)).toBe('endDate');
    expect(fieldOf('2026-11-20', '2026-11-24')).toBe('endDate');
    expect(fieldOf('2026-11-21', '2026-11-20')).toBe('startDate');
    expect(fieldOf('2026-13-01', '2026-11-20')).toBe('startDate');
  });
});
