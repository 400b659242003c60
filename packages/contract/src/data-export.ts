import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** The date range of a data export (inclusive; the 13-month rule is the usage window's). */
export const exportWindowQuery = z.object({ startDate: isoDate, endDate: isoDate });
export type ExportWindowQuery = z.infer<typeof exportWindowQuery>;
