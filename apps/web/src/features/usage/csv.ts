import type { UsageSmtHistory } from '@myaccount/contract';

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The interval view as CSV, every point at full resolution: one row per bucket, the
 * comparison window beside it when one is shown. Missing reads are empty cells, not 0.
 */
export function usageCsv(history: UsageSmtHistory, headers: string[]): string {
  const { current, compare } = history;
  const lines = [headers.map(quote).join(',')];
  current.start.forEach((start, i) => {
    const cells = [start, current.kwh[i]?.toString() ?? '', current.estimated[i] ? '1' : '0'];
    if (compare) cells.push(compare.start[i] ?? '', compare.kwh[i]?.toString() ?? '');
    lines.push(cells.map(quote).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}
