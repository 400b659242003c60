import { z } from 'zod';
import { calendarDate } from './primitives.ts';

/** The date range of a data export (inclusive; the 13-month rule is the usage window's). */
export const exportWindowQuery = z.object({ startDate: calendarDate, endDate: calendarDate });
export type ExportWindowQuery = z.infer<typeof exportWindowQuery>;
