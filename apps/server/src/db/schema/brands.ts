import { boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * A brand (spec §3 Brand/site). `theme` selects the alternate look, e.g. `storm-theme`;
 * `customizerEnabled` offers the theme customizer (spec §2 default: disabled).
 */
export const brands = pgTable('brands', {
  idSite: serial().primaryKey(),
  systemName: text().notNull().unique(),
  shortName: text().notNull(),
  formalName: text().notNull(),
  brandingName: text().notNull(),
  urlBase: text().notNull().default(''),
  urlRates: text().notNull().default(''),
  urlAccount: text().notNull().default(''),
  emailAddress: text().notNull().default(''),
  emailName: text().notNull().default(''),
  emailDefaultSubject: text().notNull().default(''),
  isDefault: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  phone: text().notNull().default(''),
  urlContentManager: text().notNull().default(''),
  urlNoServiceAvailablePage: text().notNull().default(''),
  urlPrivacyPolices: text().notNull().default(''),
  officeHours: text().notNull().default(''),
  customerCareEmail: text().notNull().default(''),
  wizardWelcomeText: text().notNull().default(''),
  wizardRedirectSiteText: text().notNull().default(''),
  urlReportOutage: text().notNull().default(''),
  urlContactUs: text().notNull().default(''),
  urlFaqs: text().notNull().default(''),
  theme: text().notNull().default(''),
  /** Offers the theme customizer to this brand's customers; off by default (spec §2). */
  customizerEnabled: boolean().notNull().default(false),
  /**
   * Issue 17: password sign-ins need a code from an authenticator app; a customer without one
   * enrols at the next sign-in (two-step/enrolment-at-sign-in.ts). Off by default.
   */
  requireTwoStep: boolean().notNull().default(false),
});

/** Portal-wide settings (spec §3 Configuration parameters), one row per parameter. */
export const configurationParameters = pgTable('configuration_parameters', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  description: text().notNull().default(''),
});

/**
 * A brand's own value of a configuration parameter, merged over the portal-wide one for that
 * brand's customers: a brand may contract its own payment gateway or allow other payment
 * types. Only parameters that exist globally can be overridden.
 */
export const brandConfigurationOverrides = pgTable(
  'brand_configuration_overrides',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.idSite, { onDelete: 'cascade' }),
    name: text()
      .notNull()
      .references(() => configurationParameters.name, { onDelete: 'cascade' }),
    value: jsonb().notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.name] })],
);
