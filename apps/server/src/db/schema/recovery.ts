import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Forgot-password and forgot-user-name requests between the answer and the work (issue 11),
 * owned by `modules/account-recovery`. The same row is written whether or not an account
 * matches, before the answer, so the answer takes the same time either way and a server that
 * dies right after answering leaves the work here for the next sweep. A row lives seconds:
 * it is deleted in the transaction that does its work, so what the visitor typed is not kept.
 */
export const recoveryRequests = pgTable(
  'recovery_requests',
  {
    id: serial().primaryKey(),
    /** 'password' (mail a reset link) or 'username' (mail the user names of an address). */
    kind: text().notNull(),
    brandId: integer().notNull(),
    userName: text().notNull(),
    email: text().notNull(),
    /** Where the reset link points, decided from the request (brand site or loopback host). */
    linkBase: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_requests_created_at').on(t.createdAt)],
);
