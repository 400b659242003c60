import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  creditLetters,
  customers,
  enrollments,
  paymentProfiles,
  recurringBilling,
} from '../../db/schema/index.ts';

export async function hasStoredPaymentMethod(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentProfiles.id })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.customerId, customerId), isNull(paymentProfiles.deletedAt)))
    .limit(1);
  return row !== undefined;
}

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

/** Moves every enrollment (and its credit letters) of `fromId` to `toId`; answers the ids. */
export async function moveEnrollments(tx: Tx, fromId: number, toId: number): Promise<number[]> {
  const moved = await tx
    .update(enrollments)
    .set({ customerId: toId })
    .where(eq(enrollments.customerId, fromId))
    .returning({ id: enrollments.idEnrollment });
  const ids = moved.map((m) => m.id);
  if (ids.length > 0) {
    await tx.update(creditLetters).set({ customerId: toId }).where(inArray(creditLetters.enrollmentId, ids));
  }
  return ids;
}

/**
 * Ends autopay on the moved enrollments that charged the old account's stored methods:
 * those stay with the old account, and the new owner must not be charged through them.
 */
export async function cancelAutopayWithProfilesOf(tx: Tx, enrollmentIds: number[], ownerId: number) {
  if (enrollmentIds.length === 0) return [];
  return tx
    .update(recurringBilling)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        inArray(recurringBilling.enrollmentId, enrollmentIds),
        isNull(recurringBilling.cancelledAt),
        inArray(
          recurringBilling.paymentProfileId,
          tx
            .select({ id: paymentProfiles.id })
            .from(paymentProfiles)
            .where(eq(paymentProfiles.customerId, ownerId)),
        ),
      ),
    )
    .returning({ enrollmentId: recurringBilling.enrollmentId });
}

export async function markLinked(tx: Tx, oldId: number, intoId: number) {
  await tx
    .update(customers)
    .set({ linkedIntoCustomerId: intoId, updatedAt: sql`now()` })
    .where(eq(customers.id, oldId));
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
