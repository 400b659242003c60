import type { UsageSmtHistory } from '@myaccount/contract';
import { type CsvCell, csvText } from '../../lib/csv';

/**
 * The interval view as CSV, every point at full resolution: one row per bucket, the
 * comparison window beside it when one is shown. Missing reads are empty cells, not 0.
 */
export function usageCsv(history: UsageSmtHistory, headers: string[]): string {
  const { current, compare } = history;
  const rows = current.start.map((start, i) => {
    const cells: CsvCell[] = [start, current.kwh[i] ?? null, current.estimated[i] ? '1' : '0'];
    if (compare) cells.push(compare.start[i] ?? null, compare.kwh[i] ?? null);
    return cells;
  });
  return csvText(headers, rows);
}
