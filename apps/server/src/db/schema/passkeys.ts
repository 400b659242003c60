import { bigint, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';

/**
 * A customer's passkeys (issue 17): WebAuthn credentials, several per customer. `rpId` is the
 * brand host the passkey was made on; a sign-in on another host never matches it. The
 * public key is the COSE key as base64url; `counter` is the authenticator's signature count
 * (0 for most synced passkeys, which never count); the backup flags say whether it is synced.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    credentialId: text().notNull().unique(),
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull(),
    transports: text().array().notNull(),
    deviceType: text().notNull(),
    backedUp: boolean().notNull(),
    rpId: text().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant(),
  },
  (t) => [index('passkeys_customer').on(t.customerId)],
);

/**
 * WebAuthn challenges, stored server-side so each is used once (consumed by a delete) and
 * only within its few minutes. A registration challenge belongs to the signed-in customer;
 * a sign-in challenge to nobody yet (discoverable credentials: no user name is typed).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serial().primaryKey(),
    challenge: text().notNull().unique(),
    purpose: text().notNull(),
    customerId: integer().references(() => customers.id),
    rpId: text().notNull(),
    expiresAt: instant().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires').on(t.expiresAt)],
);
