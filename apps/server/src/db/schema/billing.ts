import { date, index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { unitPrice } from './rating.ts';
import { enrollments } from './enrollments.ts';

const enrollmentId = () =>
  integer()
    .notNull()
    .references(() => enrollments.idEnrollment);
const quantity = () => numeric({ precision: 12, scale: 3, mode: 'number' });

/** The billing system's running summary for an enrollment (spec §3 Statement summary). */
export const statementSummaries = pgTable('statement_summaries', {
  enrollmentId: enrollmentId().primaryKey(),
  billingAccount: text().notNull(),
  stmtBalanceAmt: money().notNull(),
  overdueBalanceAmt: money().notNull(),
  lastPaymentAmt: money().notNull(),
  nextDueDate: date({ mode: 'string' }),
  lastPaymentDate: date({ mode: 'string' }),
});

export const statements = pgTable(
  'statements',
  {
    id: serial().primaryKey(),
    enrollmentId: enrollmentId(),
    /** Opaque token the app uses to fetch the PDF; unguessable, unique. */
    custStatementTkn: text().notNull().unique(),
    custStatementNum: text().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    mailingDate: date({ mode: 'string' }).notNull(),
    delinquentDate: date({ mode: 'string' }).notNull(),
    previousBalance: money().notNull(),
    paymentsReceived: money().notNull(),
    totalStmtAmt: money().notNull(),
    currentStmtBalance: money().notNull(),
    pastDueBalance: money().notNull(),
    daysPastDueNum: integer().notNull().default(0),
    usage: quantity().notNull(),
  },
  (t) => [index('statements_enrollment').on(t.enrollmentId, t.mailingDate)],
);

export const charges = pgTable(
  'charges',
  {
    id: serial().primaryKey(),
    enrollmentId: enrollmentId(),
    statementId: integer().references(() => statements.id),
    chargeDate: date({ mode: 'string' }).notNull(),
    typeDesc: text().notNull(),
    /** The rating engine's stable line code (energy, tdsp_delivery, …); the web translates by it. */
    code: text().notNull().default(''),
    /** What billed_usage counts: kWh, CCF, therm, cycle (fixed charges) or usd (a tax's base). */
    unit: text().notNull().default(''),
    /** Days the line covers (a rate changed inside the cycle) — the cycle otherwise. */
    spanFrom: date({ mode: 'string' }),
    spanTo: date({ mode: 'string' }),
    /** Tiered block ('block:0-1000') or time-of-use window ('tou:night') an energy line prices. */
    band: text(),
    customerCharge: money().notNull(),
    /** The line's unit price at full precision: amount = billed_usage × energy_price, rounded once. */
    energyPrice: unitPrice().notNull(),
    tax: money().notNull(),
    total: money().notNull(),
    billedUsage: quantity().notNull(),
  },
  (t) => [index('charges_enrollment').on(t.enrollmentId, t.chargeDate)],
);

/** Monthly billed usage (spec §3 Usage record). */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: serial().primaryKey(),
    enrollmentId: enrollmentId(),
    usageNum: quantity().notNull(),
    usageChargeAmount: money().notNull(),
    beginReadDate: date({ mode: 'string' }).notNull(),
    endReadDate: date({ mode: 'string' }).notNull(),
    periodName: text().notNull(),
    annotation: text().notNull().default(''),
    /** Stable code of the annotation (contract `usageAnnotationNames`); blank when none. */
    annotationCode: text().notNull().default(''),
    usageNumEstimated: quantity().notNull().default(0),
    usageNumDiscount: quantity().notNull().default(0),
    usageNumNotDiscount: quantity().notNull().default(0),
    usageNumDiscountEstimated: quantity().notNull().default(0),
    usageNumNotDiscountEstimated: quantity().notNull().default(0),
  },
  (t) => [index('usage_records_enrollment').on(t.enrollmentId, t.beginReadDate)],
);

/**
 * 15-minute meter reads, one row per meter-day holding 96 watt-hour values (slot 0 =
 * 00:00–00:15 local standard time). Meters report by the day, and a year is 365 rows
 * instead of 35,040, which keeps seeding, storage and range scans small (see
 * docs/decisions/0002-interval-reads-per-day.md).
 */
export const intervalReads = pgTable(
  'interval_reads',
  {
    enrollmentId: enrollmentId(),
    readDate: date({ mode: 'string' }).notNull(),
    wh: integer().array().notNull(),
    estimated: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.readDate] })],
);
