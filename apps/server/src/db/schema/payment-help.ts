import { date, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { enrollments } from './enrollments.ts';

/**
 * Payment extensions granted (issue 15): the current bill's due date moved by `days`. The
 * newest row's `requestedOn` decides when the next one may be asked for (once per period).
 */
export const paymentExtensions = pgTable(
  'payment_extensions',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    originalDueDate: date({ mode: 'string' }).notNull(),
    newDueDate: date({ mode: 'string' }).notNull(),
    days: integer().notNull(),
    requestedOn: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_extensions_enrollment').on(t.enrollmentId, t.requestedOn)],
);
