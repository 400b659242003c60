import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';

/*
 * The enrollment row's writes that service changes make (a move-in, a status, a service
 * closed or re-opened, the bill's delivery), in the caller's transaction: enrollments owns
 * the table, service changes decide when.
 */

export async function insertEnrollment(tx: Tx, values: typeof enrollments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(enrollments).values(values).returning({ id: enrollments.idEnrollment });
  return row!.id;
}

export async function setEnrollmentStatus(tx: Tx, enrollmentId: number, idStatus: number): Promise<void> {
  await tx.update(enrollments).set({ idStatus }).where(eq(enrollments.idEnrollment, enrollmentId));
}

/** A withdrawn move-in never starts (false); a reinstated service is re-opened (true). */
export async function setEnrollmentActive(tx: Tx, enrollmentId: number, isActive: boolean): Promise<void> {
  await tx.update(enrollments).set({ isActive }).where(eq(enrollments.idEnrollment, enrollmentId));
}

export async function setDeliveryMethod(
  tx: Tx,
  enrollmentId: number,
  idMethodDelivery: number,
): Promise<void> {
  await tx.update(enrollments).set({ idMethodDelivery }).where(eq(enrollments.idEnrollment, enrollmentId));
}
