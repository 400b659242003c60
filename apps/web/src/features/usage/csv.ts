import { bucketLabeller, estimatedMask, type UsageSmtHistory, whToKwh } from '@myaccount/contract';
import { type CsvCell, csvText } from '../../lib/csv';

/**
 * The interval view as CSV, every point at full resolution: one row per bucket, named by its
 * start on the premise's wall clock (so the fall-back day's 01:00–01:45 appear twice), the
 * comparison window beside it when one is shown. Missing reads are empty cells, not 0.
 */
export function usageCsv(history: UsageSmtHistory, headers: string[]): string {
  const { current, compare, timeZone } = history;
  const labelOf = bucketLabeller(current, timeZone);
  const estimated = estimatedMask(current);
  const compareLabelOf = compare ? bucketLabeller(compare, timeZone) : null;
  const rows = current.wh.map((wh, i) => {
    const cells: CsvCell[] = [labelOf(i), whToKwh(wh), estimated[i] ? '1' : '0'];
    if (compare && compareLabelOf) {
      const inCompare = i < compare.wh.length;
      cells.push(inCompare ? compareLabelOf(i) : null, whToKwh(compare.wh[i]));
    }
    return cells;
  });
  return csvText(headers, rows);
}
