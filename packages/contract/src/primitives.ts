import { z } from 'zod';

/**
 * Edge-validation primitives (issue 11). Every request schema builds on these so bad input is
 * refused with a 400 naming the field instead of reaching the database and failing there
 * (int4 overflow, NUL in text, impossible dates all used to surface as 500).
 */

/** Ids are PostgreSQL `integer` (int4) columns: anything above 2³¹−1 can never exist. */
export const INT4_MAX = 2_147_483_647;

/** A positive id in a JSON body. */
export const id = z.number().int().positive().max(INT4_MAX);

/** A positive id from a path or query string (text coerced to a number). */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);

/** A non-negative int4 code where 0 is a meaningful "none chosen". */
export const code = z.number().int().min(0).max(INT4_MAX);

/** True when `d` (YYYY-MM-DD) names a day that exists in the Gregorian calendar. */
export function isCalendarDay(d: string): boolean {
  const at = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
}

/** A real calendar date: `2026-02-30`, `2026-13-01` and `0000-00-00` are refused. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(isCalendarDay, { message: 'This date does not exist' });

/**
 * Control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
 * text outright; the rest have no place in names, e-mails, tokens or codes.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlChars(s: string): boolean {
  return CONTROL.test(s);
}

/** A string that refuses NUL and other control characters. */
export const text = z
  .string()
  .refine((s) => !hasControlChars(s), { message: 'Contains a control character' });
