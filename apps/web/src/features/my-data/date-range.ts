// Calendar arithmetic is the contract's, the one the server checks the same range with.
import { addDays, addMonths, type ExportCoverage } from '@myaccount/contract';

/** The last 13 months up to yesterday: the longest window a download may span. */
export function defaultRange(today: string) {
  const endDate = addDays(today, -1);
  return { startDate: addDays(addMonths(endDate, -13), 1), endDate };
}

/** The same rules as the server: real order, nothing after today, at most 13 months. */
export function isValidRange(startDate: string, endDate: string, today: string) {
  if (!startDate || !endDate || startDate > endDate || endDate > today) return false;
  return endDate < addMonths(startDate, 13);
}

export type CoverageGap = 'covered' | 'partial' | 'none';

/** Whether the meter data covers the whole chosen range, part of it, or none of it. */
export function coverageGap(startDate: string, endDate: string, coverage: ExportCoverage): CoverageGap {
  const { firstDate, lastDate } = coverage;
  if (!firstDate || !lastDate || endDate < firstDate || startDate > lastDate) return 'none';
  return startDate < firstDate || endDate > lastDate ? 'partial' : 'covered';
}

/** US dates in file names (as Green Button and SMT files are named): no personal data. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
