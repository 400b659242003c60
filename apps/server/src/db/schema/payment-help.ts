import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
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

/**
 * Deferred payment plans (issue 15): an overdue balance spread over monthly instalments added
 * to the next bills. The partial unique index keeps one active plan per enrollment, whatever
 * races the service might lose.
 */
export const deferredPlans = pgTable(
  'deferred_plans',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    amount: money().notNull(),
    /** active | completed | cancelled */
    status: text().notNull().default('active'),
    acceptedOn: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deferred_plans_one_active')
      .on(t.enrollmentId)
      .where(sql`status = 'active'`),
  ],
);

export const deferredPlanInstallments = pgTable(
  'deferred_plan_installments',
  {
    planId: integer()
      .notNull()
      .references(() => deferredPlans.id),
    number: integer().notNull(),
    amount: money().notNull(),
    billDueOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.number] })],
);

/**
 * Average (budget) billing memberships (issue 15): the levelized amount agreed on joining.
 * `leftOn` null while it runs; the partial unique index keeps one running per enrollment.
 */
export const averageBilling = pgTable(
  'average_billing',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    monthlyAmount: money().notNull(),
    enrolledOn: date({ mode: 'string' }).notNull(),
    leftOn: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('average_billing_one_running')
      .on(t.enrollmentId)
      .where(sql`left_on is null`),
  ],
);
