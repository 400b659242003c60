import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, instant, money } from './columns.ts';
import { customers } from './customers.ts';
import { enrollments } from './enrollments.ts';

/** Posted payments as the billing system reports them (spec §3 Payment history). */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    paidDate: date({ mode: 'string' }).notNull(),
    depositDate: date({ mode: 'string' }),
    payMethodDesc: text().notNull(),
    directionDesc: text().notNull(),
    returnReasonDesc: text().notNull().default(''),
    paidAmount: money().notNull(),
    /** The portal charge this row posts (its receipt and confirmation number); null for others. */
    chargeTransactionId: integer().references((): AnyPgColumn => chargeTransactions.id),
  },
  (t) => [index('payment_history_enrollment').on(t.enrollmentId, t.paidDate)],
);

/**
 * Charges made through the gateway from the portal. Until the billing system takes them
 * (`sentToBillingSystem`) they are the customer's pending payments.
 * `paymentPurpose`: 1 deposit, 2 one-time, 3 recurring billing, 4 refund.
 */
export const chargeTransactions = pgTable(
  'charge_transactions',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    amount: money().notNull(),
    paymentType: text().notNull(),
    paymentPurpose: integer().notNull(),
    paymentProfileToken: text(),
    gatewayTransactionId: text(),
    status: text().notNull(),
    message: text().notNull().default(''),
    sentToBillingSystem: boolean().notNull().default(false),
    hasBeenCaptured: boolean().notNull().default(false),
    /** Set when an ops-admin (agent) made the payment; totals per spec §7 total-opsadmin-payments. */
    agentUserName: text(),
    createdAt: createdAt(),
  },
  (t) => [index('charge_transactions_enrollment').on(t.enrollmentId, t.createdAt)],
);

/** A stored payment method: gateway tokens and masked numbers only, never a full number. */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    customerProfileToken: text().notNull(),
    paymentProfileToken: text().notNull(),
    defaultPaymentProfile: boolean().notNull().default(false),
    /** 1 = credit card, 2 = bank account. */
    paymentTypeId: integer().notNull(),
    cardType: text().notNull().default(''),
    cardNumber: text().notNull().default(''),
    cardExpirationDate: text().notNull().default(''),
    routingNumber: text().notNull().default(''),
    accountNumber: text().notNull().default(''),
    accountType: text().notNull().default(''),
    createdAt: createdAt(),
    deletedAt: instant(),
  },
  (t) => [
    uniqueIndex('payment_profiles_token').on(t.paymentProfileToken),
    index('payment_profiles_customer').on(t.customerId),
  ],
);

/** Autopay: at most one active arrangement per enrollment. */
export const recurringBilling = pgTable(
  'recurring_billing',
  {
    id: serial().primaryKey(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.idEnrollment),
    paymentProfileId: integer()
      .notNull()
      .references(() => paymentProfiles.id),
    dateFrom: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
    cancelledAt: instant(),
  },
  (t) => [
    uniqueIndex('recurring_billing_active')
      .on(t.enrollmentId)
      .where(sql`${t.cancelledAt} is null`),
  ],
);
