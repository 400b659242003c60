import { z } from 'zod';
import { calendarDate } from './primitives.ts';

/** The date range of a data export (inclusive; the 13-month rule is the usage window's). */
export const exportWindowQuery = z.object({ startDate: calendarDate, endDate: calendarDate });
export type ExportWindowQuery = z.infer<typeof exportWindowQuery>;

/**
 * The days an enrollment's meter data covers (null when there is none yet): the My data page
 * warns when a chosen range reaches outside it. Interval reads for power, billed reads for gas.
 */
export const exportCoverage = z.object({
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
export type ExportCoverage = z.infer<typeof exportCoverage>;
