import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, customers, passwordResetTokens, recoveryRequests } from '../../db/schema/index.ts';

type Q = Db | Tx;

const recipientColumns = {
  id: customers.id,
  brandId: customers.brandId,
  userName: customers.userName,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  language: customers.preferredLanguage,
};
export type Recipient = { [K in keyof typeof recipientColumns]: (typeof recipientColumns)[K]['_']['data'] };

/** The account whose brand, user name and e-mail all match (each case-insensitively), if any. */
export async function findAccountForReset(db: Q, brandId: number, userName: string, email: string) {
  const [row] = await db
    .select(recipientColumns)
    .from(customers)
    .where(
      and(
        eq(customers.brandId, brandId),
        sql`lower(${customers.userName}) = lower(${userName})`,
        sql`lower(${customers.email}) = lower(${email})`,
        isNull(customers.linkedIntoCustomerId),
      ),
    )
    .limit(1);
  return row;
}

/** Every account of a brand registered with this e-mail (one person may hold several). */
export function findAccountsByEmail(db: Q, brandId: number, email: string) {
  return db
    .select(recipientColumns)
    .from(customers)
    .where(
      and(
        eq(customers.brandId, brandId),
        sql`lower(${customers.email}) = lower(${email})`,
        isNull(customers.linkedIntoCustomerId),
      ),
    )
    .orderBy(customers.userName);
}

/** The account's own contact details, for a security notice. */
export async function findRecipient(db: Q, customerId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select(recipientColumns)
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

export async function findBrand(db: Q, brandId: number) {
  const [row] = await db.select().from(brands).where(eq(brands.idSite, brandId)).limit(1);
  return row;
}

export async function countTokensSince(db: Q, customerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.customerId, customerId), gt(passwordResetTokens.createdAt, since)));
  return row!.n;
}

export async function insertResetToken(tx: Tx, customerId: number, tokenHash: string, expiresAt: Date) {
  await tx.insert(passwordResetTokens).values({ customerId, tokenHash, expiresAt });
}

/** The token row with its customer; `lock` takes it FOR UPDATE so it can be used only once. */
export async function findResetToken(db: Q, tokenHash: string, lock = false) {
  const query = db
    .select({
      token: passwordResetTokens,
      customer: recipientColumns,
      linkedInto: customers.linkedIntoCustomerId,
    })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .orderBy(desc(passwordResetTokens.id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: passwordResetTokens }) : await query;
  return row;
}

/** Uses up every outstanding reset token of the customer (after any password change). */
export async function useUpResetTokens(tx: Tx, customerId: number) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
}

export type RecoveryRequest = typeof recoveryRequests.$inferSelect;

export async function insertRecoveryRequest(
  db: Q,
  values: Pick<RecoveryRequest, 'kind' | 'brandId' | 'userName' | 'email' | 'linkBase'>,
): Promise<number> {
  const [row] = await db.insert(recoveryRequests).values(values).returning({ id: recoveryRequests.id });
  return row!.id;
}

/** Takes a request for this transaction's work: deleted now, so no other worker does it too. */
export async function claimRecoveryRequest(tx: Tx, id: number): Promise<RecoveryRequest | undefined> {
  const [row] = await tx.delete(recoveryRequests).where(eq(recoveryRequests.id, id)).returning();
  return row;
}

/** Requests older than `before` still waiting: left by a process that stopped after answering. */
export async function findStaleRecoveryRequests(db: Q, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: recoveryRequests.id })
    .from(recoveryRequests)
    .where(lt(recoveryRequests.createdAt, before))
    .orderBy(recoveryRequests.id)
    .limit(100);
  return rows.map((r) => r.id);
}
