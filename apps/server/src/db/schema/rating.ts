import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { plans, utilities } from './catalog.ts';

/** Unit prices and rates keep 6 decimals (0.001667 is a real assessment rate); money keeps 2. */
export const unitPrice = () => numeric({ precision: 12, scale: 6, mode: 'number' });
const usageBound = () => numeric({ precision: 12, scale: 3, mode: 'number' });

/**
 * A plan's price components, the rating engine's PlanPricing as rows (modules/rating):
 * `energy` rows give $/unit — one row (flat), rows with `usage_to` (tiered blocks) or rows
 * with a `tou_code` and hours plus one without (time of use); `base_charge` is $/cycle;
 * `bill_credit` is a credit of `unit_price` dollars when usage is in [usage_from, usage_to].
 */
export const planPriceComponents = pgTable(
  'plan_price_components',
  {
    id: serial().primaryKey(),
    planId: integer()
      .notNull()
      .references(() => plans.idPlan),
    kind: text({ enum: ['energy', 'base_charge', 'bill_credit'] }).notNull(),
    unitPrice: unitPrice().notNull(),
    usageFrom: usageBound(),
    usageTo: usageBound(),
    touCode: text({ enum: ['peak', 'night'] }),
    fromHour: smallint(),
    toHour: smallint(),
    weekdaysOnly: boolean().notNull().default(false),
  },
  (t) => [index('plan_price_components_plan').on(t.planId)],
);

/** The utility's delivery tariff: one row per version, in force from `effective_from` on. */
export const deliveryTariffs = pgTable(
  'delivery_tariffs',
  {
    id: serial().primaryKey(),
    utilityId: integer()
      .notNull()
      .references(() => utilities.idUtility),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    /** Dollars per billing cycle. */
    customerCharge: unitPrice().notNull(),
    /** Dollars per unit of the utility's uom. */
    perUnit: unitPrice().notNull(),
  },
  (t) => [unique('delivery_tariffs_version').on(t.utilityId, t.effectiveFrom)],
);

/** Taxes and fees as rates on a bill's charges, per commodity, with effective dates. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial().primaryKey(),
    code: text({ enum: ['gross_receipts', 'city_sales_tax', 'puc_assessment', 'rrc_gas_fee'] }).notNull(),
    commodity: text({ enum: ['electricity', 'gas'] }).notNull(),
    rate: unitPrice().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
  },
  (t) => [unique('tax_rates_version').on(t.code, t.commodity, t.effectiveFrom)],
);
