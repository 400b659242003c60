import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';

/**
 * Two-step verification with an authenticator app (issue 17): the TOTP secret of a customer
 * (base32, as the app holds it), on once `enabledAt` is set; until then it is an enrolment
 * waiting for its first code. `lastStep` is the 30-second step of the last code accepted, so
 * the same code (or an older one) is never accepted twice.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id),
  secret: text().notNull(),
  enabledAt: instant(),
  lastStep: bigint({ mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, stored as SHA-256 hashes (shown once). */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    codeHash: text().notNull(),
    usedAt: instant(),
  },
  (t) => [index('two_step_recovery_codes_customer').on(t.customerId)],
);

/**
 * A sign-in whose password was right, waiting for the second step: a random token (stored
 * hashed) the app sends back with the code, valid 5 minutes, at most 5 wrong codes.
 * `purpose` `code` waits for a code; on a brand that requires two-step verification a customer
 * without it gets an `enrol` token instead (10 minutes: scan, confirm), `enrolled` once the
 * first code turned it on and the recovery codes were shown, until they are acknowledged.
 */
export const twoStepSignIns = pgTable('two_step_sign_ins', {
  id: serial().primaryKey(),
  tokenHash: text().notNull().unique(),
  customerId: integer()
    .notNull()
    .references(() => customers.id),
  failures: integer().notNull().default(0),
  purpose: text().$type<'code' | 'enrol' | 'enrolled'>().notNull().default('code'),
  expiresAt: instant().notNull(),
  createdAt: createdAt(),
});
