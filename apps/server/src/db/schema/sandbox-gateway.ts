import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, money } from './columns.ts';

/*
 * The built-in sandbox payment gateway (DESIGN §4) keeps its own tables, as a real gateway
 * keeps its own vault. Nothing here is read by the portal's modules: they only see what the
 * gateway interface answers. Even the sandbox never stores a full card or bank number: it
 * keeps the masked number and the behaviour the test number asked for.
 */

/** A gateway-side customer profile; `merchantCustomerId` is our customer id. */
export const sandboxCustomerProfiles = pgTable('sandbox_customer_profiles', {
  customerProfileToken: text().primaryKey(),
  merchantCustomerId: text().notNull().unique(),
  createdAt: createdAt(),
});

/** A vaulted payment method. `outcome` is what a charge on it does (approve, decline, nsf). */
export const sandboxPaymentProfiles = pgTable(
  'sandbox_payment_profiles',
  {
    paymentProfileToken: text().primaryKey(),
    customerProfileToken: text()
      .notNull()
      .references(() => sandboxCustomerProfiles.customerProfileToken),
    paymentTypeId: integer().notNull(),
    cardType: text().notNull().default(''),
    maskedCardNumber: text().notNull().default(''),
    /** YYYY-MM */
    cardExpiration: text().notNull().default(''),
    maskedRoutingNumber: text().notNull().default(''),
    maskedAccountNumber: text().notNull().default(''),
    accountType: text().notNull().default(''),
    holderName: text().notNull().default(''),
    zip: text().notNull().default(''),
    outcome: text().notNull().default('approve'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    deletedAt: instant(),
  },
  (t) => [index('sandbox_payment_profiles_customer').on(t.customerProfileToken)],
);

/** A hosted-form session: the token a page POSTs, its settings and expiry. */
export const sandboxPageTokens = pgTable('sandbox_page_tokens', {
  token: text().primaryKey(),
  customerProfileToken: text()
    .notNull()
    .references(() => sandboxCustomerProfiles.customerProfileToken),
  /** 'A' (Authorize.Net hosted profile) or 'B' (one form per payment type). */
  protocol: text().notNull(),
  /** 0 both, 1 card, 2 bank. */
  paymentType: integer().notNull(),
  communicatorUrl: text().notNull(),
  saveButtonText: text().notNull(),
  expiresAt: instant().notNull(),
  createdAt: createdAt(),
});

/**
 * Charges the sandbox made. The unique invoice number gives the sandbox Authorize.Net's
 * duplicate-window behaviour: the same invoice never charges twice.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    transactionId: serial().primaryKey(),
    paymentProfileToken: text().notNull(),
    invoiceNumber: text().notNull(),
    amount: money().notNull(),
    /** approved | declined */
    result: text().notNull(),
    reasonCode: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_transactions_invoice').on(t.invoiceNumber)],
);
