import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlanDocumentKind } from '@myaccount/contract';
import { plans } from './catalog.ts';
import { createdAt, money } from './columns.ts';
import { enrollments } from './enrollments.ts';

/**
 * Renewals accepted in the portal (issue 15): the new plan and contract dates, the exact
 * document versions the customer accepted and the estimate they were shown. One scheduled
 * renewal per enrollment (partial unique index); the billing system starts the plan on
 * `startDate`, as it applies drops and transfers.
 */
export const renewals = pgTable(
  'renewals',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    planId: integer()
      .notNull()
      .references(() => plans.idPlan),
    previousPlanId: integer().references(() => plans.idPlan),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** scheduled | cancelled */
    status: text().notNull().default('scheduled'),
    /** The documents shown and accepted: kind, version (hash of its text) and language. */
    documents: jsonb().$type<{ kind: PlanDocumentKind; version: string; language: string }[]>().notNull(),
    /** The estimate on the screen when the customer accepted (null: not enough history). */
    annualCost: money(),
    centsPerUnit: numeric({ precision: 8, scale: 1, mode: 'number' }),
    acceptedOn: date({ mode: 'string' }).notNull(),
    agentUserName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('renewals_enrollment').on(t.enrollmentId),
    uniqueIndex('renewals_one_scheduled')
      .on(t.enrollmentId)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * Re-enrolments accepted in the portal (issue 15): the ended enrollment the customer came
 * back from, the new pending one at the same premise, and — as for renewals — the plan, the
 * exact document versions accepted and the estimate shown; `winback` when the offer was the
 * brand's winback offer.
 */
export const reenrollments = pgTable(
  'reenrollments',
  {
    id: serial().primaryKey(),
    fromEnrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    planId: integer()
      .notNull()
      .references(() => plans.idPlan),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    documents: jsonb().$type<{ kind: PlanDocumentKind; version: string; language: string }[]>().notNull(),
    annualCost: money(),
    centsPerUnit: numeric({ precision: 8, scale: 1, mode: 'number' }),
    winback: boolean().notNull().default(false),
    acceptedOn: date({ mode: 'string' }).notNull(),
    agentUserName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reenrollments_from').on(t.fromEnrollmentId),
    uniqueIndex('reenrollments_enrollment').on(t.enrollmentId),
  ],
);
