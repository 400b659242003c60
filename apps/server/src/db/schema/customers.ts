import { sql } from 'drizzle-orm';
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
import { brands } from './brands.ts';
import { createdAt, instant } from './columns.ts';

export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.idSite),
    userName: text().notNull(),
    passwordHash: text().notNull(),
    /** Opaque value the app sends back as X-Customer-Hash; never derived from the id. */
    customerHash: text().notNull().unique(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    firmName: text().notNull().default(''),
    contactName: text().notNull().default(''),
    customerName: text().notNull().default(''),
    businessName: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    alternativeEmail: text().notNull().default(''),
    roleGroups: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredLanguage: text().notNull().default('en'),
    sendToMainEmail: boolean().notNull().default(true),
    sendToSecondaryEmail: boolean().notNull().default(false),
    optedMarketingComs: boolean().notNull().default(false),
    disabledBankAccountsDate: date(),
    /** Set when this (older) account was linked into another; it can no longer sign in. */
    linkedIntoCustomerId: integer().references((): AnyPgColumn => customers.id),
    passwordChangedAt: instant(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_user_name_lower').on(sql`lower(${t.userName})`)],
);

/** Customer-support agents who may sign in on a customer's behalf. */
export const agents = pgTable(
  'agents',
  {
    id: serial().primaryKey(),
    userName: text().notNull(),
    passwordHash: text().notNull(),
    displayName: text().notNull().default(''),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agents_user_name_lower').on(sql`lower(${t.userName})`)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token (usedAt set, a new
 * row in the same family); presenting a used one again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    familyId: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    agentId: integer().references(() => agents.id),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    revokedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_customer').on(t.customerId)],
);

/** Single-use password-reset tokens, stored hashed, valid 60 minutes. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial().primaryKey(),
  customerId: integer()
    .notNull()
    .references(() => customers.id),
  tokenHash: text().notNull().unique(),
  expiresAt: instant().notNull(),
  usedAt: instant(),
  createdAt: createdAt(),
});

/**
 * Sign-in attempts, kept in the database so throttling holds across server instances.
 * `subject` is the lower-cased user name the attempt was made for; `kind` tells the door.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    subject: text().notNull(),
    kind: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_subject_time').on(t.kind, t.subject, t.createdAt)],
);

/**
 * A change of a customer's sign-in identity (user name, main e-mail) asked for by a support
 * agent, waiting for the customer's confirmation: a 6-digit code mailed to the current
 * address, stored as a hash, valid 15 minutes, at most 5 tries (issue 11).
 */
export const identityConfirmations = pgTable(
  'identity_confirmations',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    agentUserName: text().notNull(),
    newUserName: text().notNull(),
    newEmail: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: instant().notNull(),
    /** Set when confirmed, spent by too many tries, or replaced by a newer request. */
    closedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index('identity_confirmations_customer').on(t.customerId, t.createdAt)],
);
