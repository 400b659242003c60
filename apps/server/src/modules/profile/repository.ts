import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, identityConfirmations } from '../../db/schema/index.ts';

export async function userNameTakenByOther(
  db: Db | Tx,
  userName: string,
  customerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.userName}) = lower(${userName})`, ne(customers.id, customerId)))
    .limit(1);
  return row !== undefined;
}

const editableColumns = {
  userName: customers.userName,
  email: customers.email,
  alternativeEmail: customers.alternativeEmail,
  phone: customers.phone,
  sendToMainEmail: customers.sendToMainEmail,
  sendToSecondaryEmail: customers.sendToSecondaryEmail,
  preferredLanguage: customers.preferredLanguage,
  optedMarketingComs: customers.optedMarketingComs,
};

/**
 * The fields the profile form edits, as stored (the audit compares them with the new ones),
 * plus the brand for mail. With `lock`, the row stays locked until the transaction ends.
 */
export async function findEditableProfile(db: Db | Tx, customerId: number, lock = false) {
  const query = db
    .select({ ...editableColumns, brandId: customers.brandId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What the password form needs about the account: its hash and the words to avoid. */
export async function findPasswordOwner(db: Db, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      userName: customers.userName,
      customerHash: customers.customerHash,
      passwordHash: customers.passwordHash,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

export interface NewIdentityConfirmation {
  customerId: number;
  agentUserName: string;
  newUserName: string;
  newEmail: string;
  codeHash: string;
  expiresAt: Date;
}

/** Closes the customer's open confirmations (a new code replaces the old one). */
export async function closeOpenConfirmations(tx: Tx, customerId: number) {
  await tx
    .update(identityConfirmations)
    .set({ closedAt: new Date() })
    .where(and(eq(identityConfirmations.customerId, customerId), isNull(identityConfirmations.closedAt)));
}

export async function insertConfirmation(tx: Tx, row: NewIdentityConfirmation) {
  await tx.insert(identityConfirmations).values(row);
}

/** Codes sent for this customer since `since` (oldest first), to cap the mail a customer gets. */
export async function confirmationsSince(db: Db | Tx, customerId: number, since: Date) {
  return db
    .select({ createdAt: identityConfirmations.createdAt })
    .from(identityConfirmations)
    .where(and(eq(identityConfirmations.customerId, customerId), gt(identityConfirmations.createdAt, since)))
    .orderBy(identityConfirmations.createdAt);
}

/** The customer's open, unexpired confirmation, locked for this transaction. */
export async function lockOpenConfirmation(tx: Tx, customerId: number) {
  const [row] = await tx
    .select()
    .from(identityConfirmations)
    .where(
      and(
        eq(identityConfirmations.customerId, customerId),
        isNull(identityConfirmations.closedAt),
        gt(identityConfirmations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(identityConfirmations.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordConfirmationTry(tx: Tx, id: number, attempts: number, close: boolean) {
  await tx
    .update(identityConfirmations)
    .set({ attempts, ...(close ? { closedAt: new Date() } : {}) })
    .where(eq(identityConfirmations.id, id));
}
