import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../billing/index.ts';
import { projectCycle, projectTotal } from './project.ts';

const day = (date: string, kwh: number) => ({
  date,
  wh: Array.from({ length: 96 }, () => (kwh * 1000) / 96),
});
const kwh = (days: { wh: readonly number[] }[]) =>
  days.reduce((a, d) => a + d.wh.reduce((x, y) => x + y, 0), 0) / 1000;

function dates(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

describe('projectCycle', () => {
  const start = '2026-11-17';
  const end = '2026-12-16';
  const lastYear = dates(addMonths(start, -12), 30).map((d, i) => day(d, 30 + (i % 7)));

  it('scales the rest of last year’s cycle by this cycle’s pace', () => {
    // Ten days read at 1.2 × last year's use.
    const soFar = dates(start, 10).map((d, i) => day(d, 1.2 * (30 + (i % 7))));
    const p = projectCycle({ start, end, soFar, lastYear });
    expect(p.pace).toBeCloseTo(1.2, 6);
    expect(p.daysRead).toBe(10);
    expect(p.daysInCycle).toBe(30);
    expect(p.mid).toHaveLength(30);
    expect(p.mid.at(-1)!.date).toBe(end);
    expect(kwh(p.mid)).toBeCloseTo(1.2 * kwh(lastYear), 0);
    expect(kwh(p.low)).toBeLessThan(kwh(p.mid));
    expect(kwh(p.high)).toBeGreaterThan(kwh(p.mid));
    // The days already read are the same in every case.
    expect(p.low.slice(0, 10)).toEqual(soFar);
  });

  it('keeps the range wide while the cycle is young and narrows it as weeks agree', () => {
    const young = projectCycle({ start, end, soFar: dates(start, 3).map((d) => day(d, 33)), lastYear });
    const steady = projectCycle({
      start,
      end,
      soFar: dates(start, 21).map((d, i) => day(d, 30 + (i % 7))),
      lastYear,
    });
    expect(young.spread).toBe(0.3);
    expect(steady.spread).toBe(0.05);
  });

  it('repeats the average day so far when last year has no reads', () => {
    const soFar = dates(start, 5).map((d) => day(d, 40));
    const p = projectCycle({ start, end, soFar, lastYear: [] });
    expect(p.pace).toBe(1);
    // Whole watt-hours per quarter hour: within a kWh of 40 × 30.
    expect(Math.abs(kwh(p.mid) - 40 * 30)).toBeLessThan(1);
  });

  it('takes the weather so far out of the pace, so a hot first week is not carried to the rest', async () => {
    // Ten days at 1.2 × last year's use, all of it explained by hotter weather.
    const soFar = dates(start, 10).map((d, i) => day(d, 1.2 * (30 + (i % 7))));
    const extra = kwh(soFar) - kwh(lastYear.slice(0, 10));
    const p = projectCycle({ start, end, soFar, lastYear, weatherSoFar: extra });
    expect(p.pace).toBeCloseTo(1, 6);
    // The read days stay as read; the other 20 are last year's.
    expect(kwh(p.mid)).toBeCloseTo(kwh(soFar) + kwh(lastYear.slice(10)), 0);
  });
});

describe('projectTotal', () => {
  const billed = [
    { periodStart: '2025-10-18', periodEnd: '2025-11-17', usage: 31 },
    { periodStart: '2025-11-18', periodEnd: '2025-12-17', usage: 60 },
    { periodStart: '2026-10-18', periodEnd: '2026-11-17', usage: 40 },
  ];
  it('scales the same cycle last year to this cycle’s days and adds the weather so far', () => {
    const p = projectTotal({ start: '2026-11-18', end: '2026-12-16', billed, weatherSoFar: 3 });
    expect(p!.mid).toBeCloseTo((60 / 30) * 29 + 3, 9);
    expect(p!.low).toBeLessThan(p!.mid);
    expect(p!.high).toBeGreaterThan(p!.mid);
  });
  it('falls back to the latest cycle without one a year earlier, and to nothing without bills', () => {
    const p = projectTotal({
      start: '2026-11-18',
      end: '2026-12-17',
      billed: billed.slice(2),
      weatherSoFar: 0,
    });
    expect(p!.mid).toBeCloseTo((40 / 31) * 30, 9);
    expect(projectTotal({ start: '2026-11-18', end: '2026-12-17', billed: [], weatherSoFar: 0 })).toBeNull();
  });
});
