import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';

/**
 * Personal API tokens (issue 16), owned by `modules/personal-api`. Only a SHA-256 of the
 * token is kept: tokens are 256 random bits, so a fast hash is enough to make a stolen table
 * useless, and a lookup by hash stays one indexed read per API call.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    /** Comma-separated scopes (`usage,billing`), as few as the customer chose. */
    scopes: text().notNull(),
    tokenHash: text().notNull().unique(),
    prefix: text().notNull(),
    expiresAt: instant().notNull(),
    lastUsedAt: instant(),
    revokedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_customer').on(t.customerId)],
);
