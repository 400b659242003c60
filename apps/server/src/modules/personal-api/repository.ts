import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { apiTokens, customers } from '../../db/schema/index.ts';

/** The only module that reads or writes `api_tokens` (issue 13: one owner per table). */

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function listTokens(db: Db, customerId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.customerId, customerId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Tokens the customer holds (not revoked), counted under a lock on the customer's row. */
export async function countHeldTokensForUpdate(tx: Tx, customerId: number): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.customerId, customerId), isNull(apiTokens.revokedAt)));
  return row?.n ?? 0;
}

export async function insertToken(
  tx: Tx,
  values: Pick<ApiTokenRow, 'customerId' | 'name' | 'scopes' | 'tokenHash' | 'prefix' | 'expiresAt'>,
): Promise<ApiTokenRow> {
  const [row] = await tx.insert(apiTokens).values(values).returning();
  return row!;
}

/** Revokes the customer's own token; null when there is no such live token of theirs. */
export async function revokeToken(tx: Tx, customerId: number, id: number, now: Date) {
  const [row] = await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.customerId, customerId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, name: apiTokens.name });
  return row ?? null;
}

/**
 * The live token with this hash and its customer, if the customer still stands on their own
 * (a customer linked into another has no data of their own left to read).
 */
export async function findLiveToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      customerId: apiTokens.customerId,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(customers, eq(customers.id, apiTokens.customerId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        sql`${apiTokens.expiresAt} > ${now.toISOString()}`,
        isNull(customers.linkedIntoCustomerId),
      ),
    );
  return row ?? null;
}

/** Records a use, at most once a minute per token, so reads don't turn into a write each. */
export async function touchToken(db: Db, id: number, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(aMinuteAgo))),
      ),
    );
}
