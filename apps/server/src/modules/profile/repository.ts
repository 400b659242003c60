import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

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

export interface ProfileChanges {
  userName: string;
  email: string;
  alternativeEmail: string;
  phone: string;
  sendToMainEmail: boolean;
  sendToSecondaryEmail: boolean;
  preferredLanguage: 'en' | 'es';
  optedMarketingComs: boolean;
}

export async function updateProfile(tx: Tx, customerId: number, changes: ProfileChanges) {
  await tx
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
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
