import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { plans } from './catalog.ts';
import { createdAt, instant, money } from './columns.ts';
import { customers } from './customers.ts';
import { serviceChangeKinds, serviceChangeStatuses } from '@myaccount/contract';

/** Service and billing addresses (spec §3 Address). `ldcAccount` is the ESIID for power. */
export const addresses = pgTable('addresses', {
  id: serial().primaryKey(),
  address1: text().notNull(),
  address2: text().notNull().default(''),
  city: text().notNull(),
  county: text().notNull().default(''),
  state: text().notNull(),
  ldcAccount: text().notNull().default(''),
  correspondenceZip: text().notNull(),
});

export const enrollmentStatuses = pgTable('enrollment_statuses', {
  idStatus: serial().primaryKey(),
  /** Stable code (contract `enrollmentStatusNames`): the app words the status by it. */
  code: text().notNull().default(''),
  name: text().notNull(),
  /** Wording for customers; when blank the name is shown (spec §3). */
  customerText: text().notNull().default(''),
  customerTextEs: text().notNull().default(''),
});

export const enrollments = pgTable(
  'enrollments',
  {
    idEnrollment: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    brandId: integer()
      .notNull()
      .references(() => brands.idSite),
    serviceAddressId: integer()
      .notNull()
      .references(() => addresses.id),
    billingAddressId: integer()
      .notNull()
      .references(() => addresses.id),
    idStatus: integer()
      .notNull()
      .references(() => enrollmentStatuses.idStatus),
    /** Enrollments billed together share a group (spec §7 enrollments-from-billing-group). */
    billingGroupId: integer(),
    contractStartDate: date({ mode: 'string' }),
    contractEndDate: date({ mode: 'string' }),
    isRenewable: boolean().notNull().default(false),
    winbackProcess: boolean().notNull().default(false),
    showRenewable: boolean().notNull().default(false),
    showReEnroll: boolean().notNull().default(false),
    showReinstatement: boolean().notNull().default(false),
    pendingDepositAmount: money().notNull().default(0),
    /** The deposit asked for at enrollment (issue 15 deposit tracker); what is left is pending. */
    depositAmount: money().notNull().default(0),
    /** When an approved credit letter waived what was left of the deposit, and how much that was. */
    depositWaivedAt: instant(),
    depositWaivedAmount: money().notNull().default(0),
    /** When the billing system refunded a paid deposit (after the on-time payments it needs). */
    depositRefundedAt: instant(),
    showPaymentDeposit: boolean().notNull().default(false),
    canMakePayments: boolean().notNull().default(true),
    showPayments: boolean().notNull().default(true),
    showCancelButton: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    isTxMarket: boolean().notNull().default(true),
    waiveEtf: boolean().notNull().default(false),
    /** 1 = paper bill by mail, 2 = e-mail (paperless). */
    idMethodDelivery: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('enrollments_customer').on(t.customerId)],
);

/** The plans an enrollment has been on, newest last. */
export const enrollmentPlans = pgTable(
  'enrollment_plans',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    planId: integer()
      .notNull()
      .references(() => plans.idPlan),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
  },
  (t) => [index('enrollment_plans_enrollment').on(t.enrollmentId)],
);

/** Every status an enrollment has had (spec §3 enrollment_statuses). */
export const enrollmentStatusHistory = pgTable(
  'enrollment_status_history',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    idStatus: integer()
      .notNull()
      .references(() => enrollmentStatuses.idStatus),
    changedAt: instant().notNull().defaultNow(),
    note: text().notNull().default(''),
    agentUserName: text(),
  },
  (t) => [index('enrollment_status_history_enrollment').on(t.enrollmentId)],
);

/**
 * A drop or transfer the customer asked for, while it is pending and after (issue 15): what
 * the timeline shows and what a withdrawal cancels. A transfer is two linked rows: the
 * move-out on the current enrollment and the move-in on the new one.
 */
export const serviceChanges = pgTable(
  'service_changes',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    kind: text({ enum: serviceChangeKinds }).notNull(),
    /** Drop and move-out: the last day of service; move-in: the first. */
    effectiveDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: serviceChangeStatuses }).notNull().default('scheduled'),
    /** The enrollment's status before the change, restored when it is withdrawn. */
    previousStatusId: integer()
      .notNull()
      .references(() => enrollmentStatuses.idStatus),
    /** The other half of a transfer (move-out ↔ move-in). */
    linkedChangeId: integer(),
    requestedAt: instant().notNull().defaultNow(),
    cancelledAt: instant(),
    agentUserName: text(),
  },
  (t) => [index('service_changes_enrollment').on(t.enrollmentId)],
);
