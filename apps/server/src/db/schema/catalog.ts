import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cancellationFeeTypes } from '@myaccount/contract';
import { brands } from './brands.ts';
import { money } from './columns.ts';

/** bytea as a Node Buffer / Uint8Array (both drivers return Uint8Array-compatible values). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A transmission and distribution utility (TDU) whose wires serve the premise. */
export const utilities = pgTable('utilities', {
  idUtility: serial().primaryKey(),
  formalName: text().notNull(),
  logo: text().notNull().default(''),
  divideMontlyFeeBy: integer().notNull().default(1),
  phoneNumber: text().notNull().default(''),
  website: text().notNull().default(''),
  wizardLdcLabel: text().notNull().default('ESIID'),
  /** The same label for Spanish readers; blank → the label as is (a term such as ESIID). */
  wizardLdcLabelEs: text().notNull().default(''),
  renewalAlert: boolean().notNull().default(false),
  renewalAlertText: text().notNull().default(''),
  /** The same alert for Spanish readers; blank → the portal's own wording (issue 10 §5). */
  renewalAlertTextEs: text().notNull().default(''),
  presentDividedMonthlyFee: boolean().notNull().default(false),
  uom: text().notNull().default('kWh'),
});

export const commodities = pgTable('commodities', {
  idCommodity: serial().primaryKey(),
  name: text().notNull(),
  billingSystemCommodityName: text().notNull(),
});

/** A retail plan. Texas plans are priced per utility, so a plan has one utility and commodity. */
export const plans = pgTable('plans', {
  idPlan: serial().primaryKey(),
  brandId: integer()
    .notNull()
    .references(() => brands.idSite),
  utilityId: integer()
    .notNull()
    .references(() => utilities.idUtility),
  commodityId: integer()
    .notNull()
    .references(() => commodities.idCommodity),
  name: text().notNull(),
  idPlanType: integer().notNull(),
  /** Energy rate in dollars per unit of measure (e.g. 0.12900 $/kWh = 12.9 ¢/kWh). */
  rate: numeric({ precision: 10, scale: 5, mode: 'number' }).notNull(),
  monthlyFee: money().notNull(),
  cancellationFee: money().notNull(),
  /** 'flat': the fee once; 'per_remaining_month': the fee for each month left on the contract. */
  cancellationFeeType: text({ enum: cancellationFeeTypes }).notNull().default('flat'),
  recurringBillingRequired: boolean().notNull().default(false),
  customerType: text().notNull().default('residential'),
  /** Contract length in months. */
  terms: integer().notNull(),
});

/** Documents that come with a plan (terms of service, EFL, YRAC), per language. */
export const planDocuments = pgTable(
  'plan_documents',
  {
    id: serial().primaryKey(),
    planId: integer()
      .notNull()
      .references(() => plans.idPlan),
    language: text().notNull(),
    description: text().notNull(),
    downloadName: text().notNull(),
    contentType: text().notNull().default('application/pdf'),
    content: bytea().notNull(),
    createdOn: date({ mode: 'string' }),
  },
  (t) => [index('plan_documents_plan').on(t.planId, t.language)],
);

/** Reasons a customer may give when dropping service, per utility. */
export const dropReasonCodes = pgTable('drop_reason_codes', {
  id: serial().primaryKey(),
  utilityId: integer()
    .notNull()
    .references(() => utilities.idUtility),
  code: text().notNull(),
  description: text().notNull(),
  descriptionEs: text().notNull(),
  selectableByCustomer: boolean().notNull().default(true),
});

/** Premises known to the market (ESIID lookup by address, spec §7 esiid-by-address). */
export const premises = pgTable(
  'premises',
  {
    esiid: text().primaryKey(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull().default('TX'),
    zipcode: text().notNull(),
    utilityId: integer().references(() => utilities.idUtility),
    customerType: text().notNull().default('residential'),
  },
  (t) => [
    index('premises_zip_address').on(t.zipcode, t.address),
    // Case-insensitive prefix search (`lower(address) LIKE 'abc%'`) can use this index under
    // any collation, because text_pattern_ops compares byte-wise.
    index('premises_address_prefix').using('btree', sql`lower(${t.address}) text_pattern_ops`),
  ],
);
