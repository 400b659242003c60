import type { UsageSmtHistory } from '@myaccount/contract';
import { describe, expect, it } from 'vitest';
import { usageCsv } from './csv';

const series = (start: string[], kwh: (number | null)[]) => ({
  startDate: '2026-11-01',
  endDate: '2026-11-02',
  start,
  kwh,
  estimated: kwh.map((_, i) => i === 1),
  totalKwh: 0,
});

describe('usageCsv', () => {
  it('writes one row per point, empty cells for missing reads, the comparison beside it', () => {
    const history: UsageSmtHistory = {
      period: 'daily',
      unit: 'kWh',
      current: series(['2026-11-01', '2026-11-02'], [31.25, null]),
      compare: series(['2025-11-01', '2025-11-02'], [28, 29.5]),
    };
    expect(usageCsv(history, ['Start', 'kWh', 'Estimated, or not', 'Compared start', 'Compared kWh'])).toBe(
      '\ufeffStart,kWh,"Estimated, or not",Compared start,Compared kWh\r\n' +
        '2026-11-01,31.25,0,2025-11-01,28\r\n' +
        '2026-11-02,,1,2025-11-02,29.5\r\n',
    );
  });
});
