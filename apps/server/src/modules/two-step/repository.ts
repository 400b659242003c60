import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  brands,
  customers,
  twoStepRecoveryCodes,
  twoStepSecrets,
  twoStepSignIns,
} from '../../db/schema/index.ts';

type Q = Db | Tx;

export async function findSecret(q: Q, customerId: number, lock = false) {
  const query = q.select().from(twoStepSecrets).where(eq(twoStepSecrets.customerId, customerId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A new enrolment replaces one that was never confirmed (never one that is on). */
export async function saveEnrolment(tx: Tx, customerId: number, secret: string) {
  await tx
    .insert(twoStepSecrets)
    .values({ customerId, secret })
    .onConflictDoUpdate({
      target: twoStepSecrets.customerId,
      set: { secret, lastStep: null, enabledAt: null },
    });
}

export async function enable(tx: Tx, customerId: number, step: number, codeHashes: string[]) {
  await tx
    .update(twoStepSecrets)
    .set({ enabledAt: new Date(), lastStep: step })
    .where(eq(twoStepSecrets.customerId, customerId));
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.customerId, customerId));
  await tx.insert(twoStepRecoveryCodes).values(codeHashes.map((codeHash) => ({ customerId, codeHash })));
}

export async function disable(tx: Tx, customerId: number) {
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.customerId, customerId));
  await tx.delete(twoStepSecrets).where(eq(twoStepSecrets.customerId, customerId));
}

export async function recordStep(tx: Tx, customerId: number, step: number) {
  await tx.update(twoStepSecrets).set({ lastStep: step }).where(eq(twoStepSecrets.customerId, customerId));
}

/** Marks an unused recovery code used; answers whether there was one. */
export async function spendRecoveryCode(tx: Tx, customerId: number, codeHash: string): Promise<boolean> {
  const rows = await tx
    .update(twoStepRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoStepRecoveryCodes.customerId, customerId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(q: Q, customerId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.customerId, customerId), isNull(twoStepRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Stores a waiting sign-in and sweeps this customer's expired ones (nothing reads them). */
export async function insertSignIn(
  tx: Tx,
  row: { tokenHash: string; customerId: number; expiresAt: Date; purpose?: 'code' | 'enrol' },
) {
  await tx
    .delete(twoStepSignIns)
    .where(and(eq(twoStepSignIns.customerId, row.customerId), lt(twoStepSignIns.expiresAt, new Date())));
  await tx.insert(twoStepSignIns).values(row);
}

export async function lockSignIn(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(twoStepSignIns)
    .where(eq(twoStepSignIns.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function countFailure(tx: Tx, id: number, failures: number) {
  await tx.update(twoStepSignIns).set({ failures }).where(eq(twoStepSignIns.id, id));
}

export async function endSignIn(tx: Tx, id: number) {
  await tx.delete(twoStepSignIns).where(eq(twoStepSignIns.id, id));
}

export async function setSignInPurpose(tx: Tx, id: number, purpose: 'enrolled') {
  await tx.update(twoStepSignIns).set({ purpose }).where(eq(twoStepSignIns.id, id));
}

/** The customer's brand setting, read fresh: brand lists are cached, this must not be. */
export async function brandRequiresTwoStep(q: Q, customerId: number): Promise<boolean> {
  const [row] = await q
    .select({ required: brands.requireTwoStep })
    .from(customers)
    .innerJoin(brands, eq(brands.idSite, customers.brandId))
    .where(eq(customers.id, customerId));
  return row?.required ?? false;
}
