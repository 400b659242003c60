import { describe, expect, it } from 'vitest';
import { bucketLabeller } from '@myaccount/contract';
import { buildSeries, compareWindow, validateWindow } from './usage-intervals.ts';

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

const CHICAGO = 'America/Chicago';
/** A stored standard-time day whose slot k holds `base + k` watt-hours. */
const stored = (readDate: string, base: number, estimated = false) => ({
  readDate,
  wh: Array.from({ length: 96 }, (_, k) => base + k),
  estimated,
});
const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

describe('buildSeries', () => {
  it('lays a standard-time window as a start, a step and the values, missing reads null', () => {
    const window = { startDate: '2026-01-10', endDate: '2026-01-11' };
    const series = buildSeries(window, '15-minute', [stored('2026-01-10', 100, true)], CHICAGO);
    expect(series.start).toBe('2026-01-10T06:00:00Z');
    expect(series.step).toBe('PT15M');
    expect(series.wh).toHaveLength(192);
    expect(series.wh.slice(0, 3)).toEqual([100, 101, 102]);
    // The second day has no reads: 96 nulls, not zeros, and nothing estimated.
    expect(series.wh.slice(96)).toEqual(new Array(96).fill(null));
    expect(series.estimated).toEqual([[0, 96]]);
    expect(series.totalWh).toBe(sum(series.wh));
    const labelOf = bucketLabeller(series, CHICAGO);
    expect([labelOf(0), labelOf(1), labelOf(191)]).toEqual([
      '2026-01-10T00:00',
      '2026-01-10T00:15',
      '2026-01-11T23:45',
    ]);
  });

  it('gives the spring-forward day 92 quarter hours, 02:00 never shown, each figure its slots', () => {
    const window = { startDate: '2026-03-08', endDate: '2026-03-08' };
    const days = [stored('2026-03-07', 1000), stored('2026-03-08', 2000), stored('2026-03-09', 3000)];
    const quarter = buildSeries(window, '15-minute', days, CHICAGO);
    expect(quarter.wh).toHaveLength(92);
    // 00:00 CST is stored midnight; the day ends at 00:00 CDT, 23:00 standard time.
    expect(quarter.wh[0]).toBe(2000);
    expect(quarter.wh.at(-1)).toBe(2091);
    const labelOf = bucketLabeller(quarter, CHICAGO);
    expect([labelOf(7), labelOf(8)]).toEqual(['2026-03-08T01:45', '2026-03-08T03:00']);
    expect(labelOf(91)).toBe('2026-03-08T23:45');
    const hourly = buildSeries(window, 'hourly', days, CHICAGO);
    expect(hourly.wh).toHaveLength(23);
    expect(hourly.wh[2]).toBe(sum(quarter.wh.slice(8, 12)));
    expect(bucketLabeller(hourly, CHICAGO)(2)).toBe('2026-03-08T03:00');
    const daily = buildSeries(window, 'daily', days, CHICAGO);
    expect(daily).toMatchObject({ start: '2026-03-08', step: 'P1D', wh: [sum(quarter.wh)] });
    expect(daily.totalWh).toBe(quarter.totalWh);
  });

  it('gives the fall-back day 100 quarter hours, 01:00–01:45 twice, each figure its slots', () => {
    const window = { startDate: '2026-11-01', endDate: '2026-11-01' };
    const days = [stored('2026-10-31', 1000, true), stored('2026-11-01', 2000), stored('2026-11-02', 3000)];
    const quarter = buildSeries(window, '15-minute', days, CHICAGO);
    expect(quarter.wh).toHaveLength(100);
    // 00:00 CDT is 23:00 standard time the day before: the stored Oct 31's last hour comes first.
    expect(quarter.start).toBe('2026-11-01T05:00:00Z');
    expect(quarter.wh.slice(0, 5)).toEqual([1092, 1093, 1094, 1095, 2000]);
    expect(quarter.estimated).toEqual([[0, 4]]);
    const labelOf = bucketLabeller(quarter, CHICAGO);
    const labels = Array.from({ length: 100 }, (_, i) => labelOf(i));
    expect(labels.slice(4, 12)).toEqual([
      '2026-11-01T01:00',
      '2026-11-01T01:15',
      '2026-11-01T01:30',
      '2026-11-01T01:45',
      '2026-11-01T01:00',
      '2026-11-01T01:15',
      '2026-11-01T01:30',
      '2026-11-01T01:45',
    ]);
    expect(labels.at(-1)).toBe('2026-11-01T23:45');
    const hourly = buildSeries(window, 'hourly', days, CHICAGO);
    expect(hourly.wh).toHaveLength(25);
    expect(hourly.estimated).toEqual([[0, 1]]);
    hourly.wh.forEach((wh, h) => expect(wh).toBe(sum(quarter.wh.slice(h * 4, h * 4 + 4))));
    const daily = buildSeries(window, 'daily', days, CHICAGO);
    expect(daily.wh).toEqual([sum(quarter.wh)]);
    expect(daily.totalWh).toBe(quarter.totalWh);
  });

  it('adds months from startDate, each the sum of its wall-clock days', () => {
    const window = { startDate: '2026-10-30', endDate: '2026-11-02' };
    const days = ['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'].map((d, i) =>
      stored(d, i * 1000),
    );
    const daily = buildSeries(window, 'daily', days, CHICAGO);
    const monthly = buildSeries(window, 'monthly', days, CHICAGO);
    expect(monthly).toMatchObject({ start: '2026-10', step: 'P1M' });
    expect(monthly.wh).toEqual([daily.wh[0]! + daily.wh[1]!, daily.wh[2]! + daily.wh[3]!]);
    expect(monthly.totalWh).toBe(daily.totalWh);
    expect(bucketLabeller(monthly, CHICAGO)(1)).toBe('2026-11');
  });

  it('answers an all-null series when there are no reads', () => {
    const empty = buildSeries({ startDate: '2026-03-01', endDate: '2026-03-02' }, 'hourly', [], CHICAGO);
    expect(empty.wh).toEqual(new Array(48).fill(null));
    expect(empty).toMatchObject({ totalWh: 0, estimated: [] });
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
