import type { UsageSeries, UsageSmtHistory } from '@myaccount/contract';
import { describe, expect, it } from 'vitest';
import { usageCsv } from './csv';

const daily = (start: string, wh: (number | null)[], estimated: UsageSeries['estimated']): UsageSeries => ({
  startDate: start,
  endDate: start,
  start,
  step: 'P1D',
  wh,
  estimated,
  totalWh: 0,
});

describe('usageCsv', () => {
  it('writes one row per point, empty cells for missing reads, the comparison beside it', () => {
    const history: UsageSmtHistory = {
      period: 'daily',
      unit: 'kWh',
      timeZone: 'America/Chicago',
      current: daily('2026-11-01', [31_250, null], [[1, 1]]),
      compare: daily('2025-11-01', [28_000, 29_500], []),
    };
    expect(usageCsv(history, ['Start', 'kWh', 'Estimated, or not', 'Compared start', 'Compared kWh'])).toBe(
      '\ufeffStart,kWh,"Estimated, or not",Compared start,Compared kWh\r\n' +
        '2026-11-01,31.25,0,2025-11-01,28\r\n' +
        '2026-11-02,,1,2025-11-02,29.5\r\n',
    );
  });

  it('names quarter hours on the wall clock: the fall-back day repeats 01:00–01:45', () => {
    const wh = Array.from({ length: 100 }, (_, i) => i);
    const history: UsageSmtHistory = {
      period: '15-minute',
      unit: 'kWh',
      timeZone: 'America/Chicago',
      current: { ...daily('2026-11-01', wh, []), start: '2026-11-01T05:00:00Z', step: 'PT15M' },
      compare: null,
    };
    const rows = usageCsv(history, ['Start', 'kWh', 'Estimated']).trim().split('\r\n');
    expect(rows).toHaveLength(101);
    expect(rows.slice(4, 6)).toEqual(['2026-11-01T00:45,0.003,0', '2026-11-01T01:00,0.004,0']);
    expect(rows[9]).toBe('2026-11-01T01:00,0.008,0');
    expect(rows.at(-1)).toBe('2026-11-01T23:45,0.099,0');
  });
});
