import { describe, expect, it } from 'vitest';
import type { DayReads } from '../billing/index.ts';
import { standardOffsetMinutes } from './clock.ts';
import { SMT_COLUMNS, smtCsvRows } from './smt-csv.ts';

const day = (readDate: string, estimated = false): DayReads => ({
  readDate,
  wh: Array.from({ length: 96 }, (_, i) => 100 + i),
  estimated,
});
const options = (from: string, to: string) => ({
  esiid: '10443720000000001',
  timeZone: 'America/Chicago',
  revisedAt: new Date('2026-11-20T08:30:00Z'),
  from,
  to,
});
const rows = (days: DayReads[], from: string, to: string) =>
  [...smtCsvRows(days, options(from, to))].map((line) => line.trimEnd().split(','));
const perDate = (r: string[][]) =>
  r.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x[1]!]: (acc[x[1]!] ?? 0) + 1 }), {});

describe('SMT interval CSV', () => {
  it('has the SMT columns in SMT order', () => {
    expect(SMT_COLUMNS.join(',')).toBe(
      'ESIID,USAGE_DATE,REVISION_DATE,USAGE_START_TIME,USAGE_END_TIME,USAGE_KWH,ESTIMATED_ACTUAL,CONSUMPTION_SURPLUSGENERATION',
    );
  });

  it('writes 96 intervals on a winter day, in clock order, kWh from the watt-hours', () => {
    const r = rows([day('2026-01-14', true)], '2026-01-14', '2026-01-14');
    expect(r).toHaveLength(96);
    expect(r[0]).toEqual([
      '10443720000000001',
      '01/14/2026',
      '11/20/2026 08:30',
      '00:00',
      '00:15',
      '0.100',
      'E',
      'Consumption',
    ]);
    expect(r[95]!.slice(3, 5)).toEqual(['23:45', '00:00']);
    const totalWh = r.reduce((s, x) => s + Math.round(Number(x[5]) * 1000), 0);
    expect(totalWh).toBe(day('2026-01-14').wh.reduce((a, b) => a + b, 0));
  });

  it('writes 92 intervals on the spring-forward day and 100 on the fall-back day', () => {
    const spring = rows(
      [day('2026-03-07'), day('2026-03-08'), day('2026-03-09')],
      '2026-03-08',
      '2026-03-08',
    );
    expect(perDate(spring)).toEqual({ '03/08/2026': 92 });
    expect(spring.map((x) => x[3])).not.toContain('02:00'); // the skipped hour
    const fall = rows([day('2026-10-31'), day('2026-11-01'), day('2026-11-02')], '2026-11-01', '2026-11-01');
    expect(perDate(fall)).toEqual({ '11/01/2026': 100 });
    expect(fall.filter((x) => x[3] === '01:15')).toHaveLength(2); // the repeated hour
  });

  it('fills a summer day with its clock hours from two stored days, and keeps only the window', () => {
    const r = rows([day('2026-07-09'), day('2026-07-10'), day('2026-07-11')], '2026-07-10', '2026-07-10');
    expect(perDate(r)).toEqual({ '07/10/2026': 96 });
    // 00:00 CDT is 23:00 standard time of the day before: its slot 92 (100 + 92 Wh).
    expect(r[0]!.slice(3, 6)).toEqual(['00:00', '00:15', '0.192']);
  });

  it('knows the standard offset of the zone', () => {
    expect(standardOffsetMinutes('America/Chicago', 2026)).toBe(-360);
  });
});
