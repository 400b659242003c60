import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per rate-limit bucket (a policy and a hashed key: an IP, a user name, a session):
 * hits in the current window and when the window ends. Kept in the database so every server
 * instance counts against the same row (issue 11); rows past `resetsAt` are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at').on(t.resetsAt)],
);
