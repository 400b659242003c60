import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  dropWindow,
  MARKET_TIME_ZONE,
  marketToday,
  marketYear,
} from './calendar.ts';

describe('addDays', () => {
  it('moves across month, year and leap-day ends, both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-01', 0)).toBe('2026-11-01');
  });

  it('is not moved by daylight-saving changes (calendar days, not 24-hour steps)', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, both ways', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
    expect(addMonths('2027-03-15', -12)).toBe('2026-03-15');
  });

  it('clamps to the end of a shorter month instead of running into the next', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, negative backwards, across daylight-saving changes', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-01-31')).toBe(-29);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });
});

describe('marketToday', () => {
  it('is the date in Texas, not in UTC', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Chicago.
    expect(marketToday(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(marketToday(new Date('2026-12-01T12:00:00Z'))).toBe('2026-12-01');
  });

  it('at 23:30 in Chicago (05:30 UTC the next day) is still the Chicago day, winter and summer', () => {
    // The one "today" of bills, due dates, drops and contracts: UTC's date would be a day ahead.
    expect(marketToday(new Date('2026-12-02T05:30:00Z'))).toBe('2026-12-01'); // CST, UTC-6
    expect(marketToday(new Date('2026-07-02T04:30:00Z'))).toBe('2026-07-01'); // CDT, UTC-5
    expect(marketToday(new Date('2026-12-02T06:00:00Z'))).toBe('2026-12-02'); // midnight in Chicago
  });

  it('gives the date Intl gives for America/Chicago, every hour from 2007 to 2045 and by each switch', () => {
    const chicago = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE });
    const differ: string[] = [];
    const compare = (at: number) => {
      if (marketToday(new Date(at)) !== chicago.format(at)) differ.push(new Date(at).toISOString());
    };
    for (let at = Date.UTC(2007, 0, 1); at < Date.UTC(2046, 0, 1); at += 3_600_000) compare(at);
    // Around each switch, a minute at a time: 04:00–10:00 UTC on every Sunday of March and November.
    for (let year = 2007; year < 2046; year++) {
      for (const month of [2, 10]) {
        for (let day = 1; day <= 14; day++) {
          const start = Date.UTC(year, month, day, 4);
          if (new Date(start).getUTCDay() !== 0) continue;
          for (let at = start; at <= start + 6 * 3_600_000; at += 60_000) compare(at);
        }
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('marketYear', () => {
  it("turns at midnight in Texas, not in UTC or the machine's zone", () => {
    expect(marketYear(Date.UTC(2027, 0, 1, 5, 59))).toBe(2026);
    expect(marketYear(Date.UTC(2027, 0, 1, 6, 0))).toBe(2027);
    expect(marketYear(Date.UTC(2026, 11, 31, 23, 0))).toBe(2026);
  });

  it('is the year of marketToday at every New Year', () => {
    for (let year = 2024; year <= 2040; year++) {
      for (const minutes of [-61, -1, 0, 1, 61]) {
        const moment = Date.UTC(year, 0, 1, 6) + minutes * 60_000;
        expect(marketYear(moment), new Date(moment).toISOString()).toBe(
          Number(marketToday(new Date(moment)).slice(0, 4)),
        );
      }
    }
  });
});

describe('dropWindow', () => {
  const noon = new Date('2026-12-01T18:00:00Z');
  it('runs from market today through today + the configured days', () => {
    expect(dropWindow(30, noon)).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(dropWindow(0, noon)).toEqual({ first: '2026-12-01', last: '2026-12-01' });
  });

  it('counts negative days as 0, so the window always holds today', () => {
    expect(dropWindow(-5, noon)).toEqual({ first: '2026-12-01', last: '2026-12-01' });
  });
});
