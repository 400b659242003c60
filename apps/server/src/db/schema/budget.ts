import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { enrollments } from './enrollments.ts';
import { notifications } from './messages.ts';

/** The monthly amount a customer wants to stay under, per enrollment (issue 12 §5). */
export const budgetSettings = pgTable('budget_settings', {
  enrollmentId: integer()
    .primaryKey()
    .references(() => enrollments.idEnrollment),
  monthlyAmount: money().notNull(),
  updatedAt: createdAt(),
});

/**
 * Budget alerts already sent: one per enrollment, billing cycle and kind. The primary key is
 * what keeps a second run of the job, or a second server, from notifying twice.
 */
export const budgetAlertsSent = pgTable(
  'budget_alerts_sent',
  {
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    /** First day of the billing cycle the alert is about. */
    cycleStart: date({ mode: 'string' }).notNull(),
    /** over_budget | bill_credit_at_risk */
    kind: text().notNull(),
    notificationId: integer().references(() => notifications.idNotification),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.cycleStart, t.kind] })],
);
