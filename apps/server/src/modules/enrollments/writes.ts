import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';
import { ownerOfRow, ownersChanged } from './owners-changed.ts';

/*
 * The enrollment row's writes that service changes make (a move-in, a status, a service
 * closed or re-opened, the bill's delivery), in the caller's transaction: enrollments owns
 * the table, service changes decide when. Each drops the owner's kept enrollment list on commit.
 */

export async function insertEnrollment(tx: Tx, values: typeof enrollments.$inferInsert): Promise<number> {
  const [row] = await tx
    .insert(enrollments)
    .values(values)
    .returning({ id: enrollments.idEnrollment, ...ownerOfRow });
  ownersChanged(tx, [row!]);
  return row!.id;
}

/** One enrollment's columns, and its owner's kept list dropped on commit. */
async function setColumns(tx: Tx, enrollmentId: number, columns: Partial<typeof enrollments.$inferInsert>) {
  const owners = await tx
    .update(enrollments)
    .set(columns)
    .where(eq(enrollments.idEnrollment, enrollmentId))
    .returning(ownerOfRow);
  ownersChanged(tx, owners);
}

export async function setEnrollmentStatus(tx: Tx, enrollmentId: number, idStatus: number): Promise<void> {
  await setColumns(tx, enrollmentId, { idStatus });
}

/** A withdrawn move-in never starts (false); a reinstated service is re-opened (true). */
export async function setEnrollmentActive(tx: Tx, enrollmentId: number, isActive: boolean): Promise<void> {
  await setColumns(tx, enrollmentId, { isActive });
}

export async function setDeliveryMethod(
  tx: Tx,
  enrollmentId: number,
  idMethodDelivery: number,
): Promise<void> {
  await setColumns(tx, enrollmentId, { idMethodDelivery });
}
