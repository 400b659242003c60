import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

/** Locks both accounts, lower id first, so two crossing links cannot deadlock or both win. */
export function lockCustomers(tx: Tx, ids: number[]) {
  return tx
    .select({
      id: customers.id,
      brandId: customers.brandId,
      linkedIntoCustomerId: customers.linkedIntoCustomerId,
    })
    .from(customers)
    .where(inArray(customers.id, ids))
    .orderBy(asc(customers.id))
    .for('update');
}

/** User names of the older accounts linked into this one, oldest link first. */
export async function findLinkedUserNames(db: Db, intoId: number): Promise<string[]> {
  const rows = await db
    .select({ userName: customers.userName })
    .from(customers)
    .where(eq(customers.linkedIntoCustomerId, intoId))
    .orderBy(customers.updatedAt, customers.id);
  return rows.map((r) => r.userName);
}
