import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Daily temperatures per ERCOT weather zone, in whole °F like NOAA's daily summaries
 * (maximum and minimum of the day, local time). Degree days are derived, never stored.
 */
export const weatherDaily = pgTable(
  'weather_daily',
  {
    zone: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    minF: integer().notNull(),
    maxF: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.day] })],
);
