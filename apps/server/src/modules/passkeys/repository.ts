import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/index.ts';

type Q = Db | Tx;

export type ChallengePurpose = 'registration' | 'authentication';

export interface NewChallenge {
  challenge: string;
  purpose: ChallengePurpose;
  customerId: number | null;
  rpId: string;
  expiresAt: Date;
}

/** Stores a challenge and sweeps the expired ones (nothing reads them again). */
export async function insertChallenge(tx: Tx, row: NewChallenge) {
  await tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await tx.insert(webauthnChallenges).values(row);
}

/**
 * Takes a challenge out (single use: the delete is the read), answering it only while it is
 * live, for that purpose, host and customer. A second use of the same challenge finds nothing.
 */
export async function takeChallenge(
  db: Q,
  where: { challenge: string; purpose: ChallengePurpose; rpId: string; customerId: number | null },
) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge, where.challenge))
    .returning();
  if (!row) return undefined;
  const live = row.expiresAt.getTime() > Date.now();
  const same =
    row.purpose === where.purpose && row.rpId === where.rpId && row.customerId === where.customerId;
  return live && same ? row : undefined;
}

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

export function listPasskeys(db: Q, customerId: number) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.customerId, customerId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function insertPasskey(tx: Tx, row: NewPasskey): Promise<PasskeyRow> {
  const [saved] = await tx.insert(passkeys).values(row).returning();
  return saved!;
}

/** Locked, so two sign-ins with one passkey at once check and advance its counter in turn. */
export async function lockPasskeyByCredential(tx: Tx, credentialId: string) {
  const [row] = await tx.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).for('update');
  return row;
}

export async function recordUse(
  tx: Tx,
  id: number,
  use: { counter: number; deviceType: string; backedUp: boolean },
) {
  await tx
    .update(passkeys)
    .set({ ...use, lastUsedAt: new Date() })
    .where(eq(passkeys.id, id));
}

/** Only the customer's own passkey is touched: another customer's id matches no row. */
export async function renamePasskey(tx: Tx, customerId: number, id: number, name: string) {
  const [row] = await tx
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
    .returning();
  return row;
}

export async function deletePasskey(tx: Tx, customerId: number, id: number) {
  const [row] = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
    .returning({ id: passkeys.id });
  return row;
}
