import { and, asc, desc, eq, inArray, min } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  enrollmentPlans,
  enrollmentStatuses,
  enrollmentStatusHistory,
  enrollments,
  serviceChanges,
} from '../../db/schema/index.ts';
import { setEnrollmentActive } from '../enrollments/index.ts';
import { cancelActive } from '../recurring-billing/index.ts';

type Q = Db | Tx;
export type ServiceChangeRow = typeof serviceChanges.$inferSelect;

export async function insertChange(tx: Tx, values: typeof serviceChanges.$inferInsert): Promise<number> {
  const [row] = await tx.insert(serviceChanges).values(values).returning({ id: serviceChanges.id });
  return row!.id;
}

/** Ties the two halves of a transfer together (each names the other). */
export async function linkChanges(tx: Tx, moveOutId: number, moveInId: number) {
  await tx.update(serviceChanges).set({ linkedChangeId: moveInId }).where(eq(serviceChanges.id, moveOutId));
  await tx.update(serviceChanges).set({ linkedChangeId: moveOutId }).where(eq(serviceChanges.id, moveInId));
}

/**
 * The change with this id on this enrollment, if the enrollment is the customer's; another
 * customer's change answers like an unknown one (undefined).
 */
export async function findOwnChange(db: Q, changeId: number, enrollmentId: number, customerId: number) {
  const [row] = await db
    .select({ change: serviceChanges })
    .from(serviceChanges)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, serviceChanges.enrollmentId))
    .where(
      and(
        eq(serviceChanges.id, changeId),
        eq(serviceChanges.enrollmentId, enrollmentId),
        eq(enrollments.customerId, customerId),
      ),
    );
  return row?.change;
}

export async function findChange(db: Q, id: number) {
  const [row] = await db.select().from(serviceChanges).where(eq(serviceChanges.id, id));
  return row;
}

/** Every change of these enrollments, newest request first. */
export function changesOf(db: Q, enrollmentIds: number[]) {
  return db
    .select()
    .from(serviceChanges)
    .where(inArray(serviceChanges.enrollmentId, enrollmentIds))
    .orderBy(desc(serviceChanges.requestedAt), desc(serviceChanges.id));
}

export async function cancelChange(tx: Tx, id: number) {
  await tx
    .update(serviceChanges)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(eq(serviceChanges.id, id));
}

/** A withdrawn move-in never starts: its enrollment is no longer active, its autopay ends. */
export async function closeWithdrawnEnrollment(tx: Tx, enrollmentId: number) {
  await setEnrollmentActive(tx, enrollmentId, false);
  await cancelActive(tx, enrollmentId);
}

/** The other halves of these transfers, with the street address at their end. */
export function linkedChanges(db: Q, ids: number[]) {
  return db
    .select({ change: serviceChanges, address1: addresses.address1, city: addresses.city })
    .from(serviceChanges)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, serviceChanges.enrollmentId))
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .where(inArray(serviceChanges.id, ids));
}

/** The enrollment's status history, oldest first, by status code. */
export function statusHistory(db: Q, enrollmentId: number) {
  return db
    .select({ code: enrollmentStatuses.code, changedAt: enrollmentStatusHistory.changedAt })
    .from(enrollmentStatusHistory)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollmentStatusHistory.idStatus))
    .where(eq(enrollmentStatusHistory.enrollmentId, enrollmentId))
    .orderBy(asc(enrollmentStatusHistory.changedAt), asc(enrollmentStatusHistory.id));
}

/** The first day of service: the start of the enrollment's first plan. */
export async function serviceStart(db: Q, enrollmentId: number): Promise<string | null> {
  const [row] = await db
    .select({ start: min(enrollmentPlans.startDate) })
    .from(enrollmentPlans)
    .where(eq(enrollmentPlans.enrollmentId, enrollmentId));
  return row?.start ?? null;
}
