import { createHash } from 'node:crypto';
import { and, eq, lt, notLike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/*
 * Stripe-style idempotency keys, scoped per customer. The (customer, key) primary key makes
 * INSERT … ON CONFLICT DO NOTHING the one place a race is decided: exactly one request
 * claims a key; the others read what it stored (or wait for it).
 */

/** While the response is pending, responseBody holds this recovery point. */
interface RecoveryPoint {
  chargeTransactionId: number;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'resumed'; chargeTransactionId: number }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' };

/** A request stuck this long (its process died mid-payment) may be resumed by a retry. */
export const STALE_AFTER_MS = 60_000;
/** Keys are kept at least 24 h (Stripe); the purge removes them after 48 h. */
export const KEEP_KEYS_MS = 48 * 3_600_000;

export function requestHash(route: string, body: Record<string, unknown>): string {
  const ordered = Object.keys(body)
    .sort()
    .map((k) => [k, body[k]]);
  return createHash('sha256')
    .update(JSON.stringify([route, ordered]))
    .digest('hex');
}

export async function claimKey(tx: Tx, customerId: number, key: string, hash: string): Promise<Claim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'claimed' };

  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  if (!row) return { kind: 'in_progress' };
  if (row.requestHash !== hash) return { kind: 'mismatch' };
  if (row.responseStatus !== null)
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  const point = row.responseBody as RecoveryPoint | null;
  if (!point) return { kind: 'in_progress' };
  // Of several retries of a stale request exactly one resumes it: the row lock makes the
  // others re-check created_at after the first moved it to now().
  const taken = await tx
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.customerId, customerId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length
    ? { kind: 'resumed', chargeTransactionId: point.chargeTransactionId }
    : { kind: 'in_progress' };
}

export async function saveRecoveryPoint(
  tx: Tx,
  customerId: number,
  key: string,
  chargeTransactionId: number,
) {
  const point: RecoveryPoint = { chargeTransactionId };
  await tx
    .update(idempotencyKeys)
    .set({ responseBody: point })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
}

export async function storeResponse(tx: Tx, customerId: number, key: string, status: number, body: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
}

/** Frees a key whose request certainly did nothing, so a retry with it tries again. */
export async function releaseKey(tx: Tx, customerId: number, key: string) {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
}

export async function purgeOldKeys(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      and(
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_KEYS_MS)),
        // Autopay's once-per-statement keys stay: they are what stops a second debit.
        notLike(idempotencyKeys.key, 'autopay %'),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
