import { describe, expect, it } from 'vitest';
import { clockMidnightMs, repeatedHourZone, storedDayStartMs, wallClockLabeller } from './meter-clock.ts';
import { bucketLabeller, bucketTimeMs, estimatedMask, estimatedRuns } from './usage-series.ts';

const CHICAGO = 'America/Chicago';

describe('estimated runs', () => {
  it('round-trip through the mask the screens read', () => {
    const flags = [0, 1, 1, 0, 0, 1, 1, 1, 0, 1];
    const runs = estimatedRuns(flags);
    expect(runs).toEqual([
      [1, 2],
      [5, 3],
      [9, 1],
    ]);
    expect([...estimatedMask({ wh: new Array(flags.length).fill(1), estimated: runs })]).toEqual(flags);
    expect(estimatedRuns([])).toEqual([]);
  });
});

describe('bucket steps', () => {
  it('steps months by the calendar, the first from the window start', () => {
    const monthly = { start: '2025-11', step: 'P1M' } as const;
    const labelOf = bucketLabeller(monthly, CHICAGO);
    expect([0, 1, 2, 3].map(labelOf)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(bucketTimeMs(monthly, 3)).toBe(Date.UTC(2026, 1, 1));
    const daily = { start: '2026-02-27', step: 'P1D' } as const;
    expect([0, 1, 2].map(bucketLabeller(daily, CHICAGO))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('maps hours across spring-forward to the wall clock: 01:00, then 03:00', () => {
    const hourly = {
      start: new Date(clockMidnightMs('2026-03-08', CHICAGO)).toISOString(),
      step: 'PT1H',
    } as const;
    const labelOf = bucketLabeller(hourly, CHICAGO);
    expect([0, 1, 2, 3].map(labelOf)).toEqual([
      '2026-03-08T00:00',
      '2026-03-08T01:00',
      '2026-03-08T03:00',
      '2026-03-08T04:00',
    ]);
    expect(labelOf(23)).toBe('2026-03-09T00:00');
  });
});

describe('meter clock', () => {
  it('knows where Central wall-clock days and standard-time stored days begin', () => {
    expect(new Date(clockMidnightMs('2026-01-10', CHICAGO)).toISOString()).toBe('2026-01-10T06:00:00.000Z');
    expect(new Date(clockMidnightMs('2026-07-10', CHICAGO)).toISOString()).toBe('2026-07-10T05:00:00.000Z');
    expect(new Date(storedDayStartMs('2026-07-10', CHICAGO)).toISOString()).toBe('2026-07-10T06:00:00.000Z');
    // The fall-back day lasts 25 hours, the spring-forward day 23.
    const hours = (from: string, to: string) =>
      (clockMidnightMs(to, CHICAGO) - clockMidnightMs(from, CHICAGO)) / 3.6e6;
    expect(hours('2026-11-01', '2026-11-02')).toBe(25);
    expect(hours('2026-03-08', '2026-03-09')).toBe(24 - 1);
  });

  it('labels every quarter hour of a changing day like Intl does', () => {
    const label = wallClockLabeller(CHICAGO);
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: CHICAGO,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const from = clockMidnightMs('2026-10-31', CHICAGO);
    for (let i = 0; i < 3 * 96; i++) {
      const at = from + i * 900_000;
      expect(label(at)).toBe(format.format(at).replace(' ', 'T'));
    }
  });
});

describe('repeatedHourZone', () => {
  const zone = 'America/Chicago';
  it('names the zone only in the hour the fall-back day reads twice', () => {
    // 2026-11-01: 01:15 daylight is 06:15Z, 01:15 standard is 07:15Z.
    expect(repeatedHourZone(Date.UTC(2026, 10, 1, 6, 15), zone, 'en')).toBe('CDT');
    expect(repeatedHourZone(Date.UTC(2026, 10, 1, 7, 15), zone, 'en')).toBe('CST');
    expect(repeatedHourZone(Date.UTC(2026, 10, 1, 7, 15), zone, 'es')).toMatch(/^(CST|GMT-6)$/);
    expect(repeatedHourZone(Date.UTC(2026, 10, 1, 5, 45), zone, 'en')).toBeNull(); // 00:45 CDT
    expect(repeatedHourZone(Date.UTC(2026, 10, 1, 8, 0), zone, 'en')).toBeNull(); // 02:00 CST
    expect(repeatedHourZone(Date.UTC(2026, 2, 8, 8, 0), zone, 'en')).toBeNull(); // 03:00 CDT, spring
    expect(repeatedHourZone(Date.UTC(2026, 6, 4, 17, 0), zone, 'en')).toBeNull();
  });
});
