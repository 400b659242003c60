import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerChanged } from '../../db/customer-cache.ts';
import { enrollments } from '../../db/schema/index.ts';

/** What an enrollment write answers (RETURNING): whose enrollments it changed. */
export const ownerOfRow = { customerId: enrollments.customerId };

/**
 * The customers whose enrollments a write changed: this instance drops what it kept of them
 * (their enrollment list) when the transaction commits; other instances hear of it from
 * migration 0031's trigger.
 */
export function ownersChanged(tx: Tx, rows: readonly { customerId: number }[]): void {
  for (const customerId of new Set(rows.map((row) => row.customerId))) customerChanged(tx, customerId);
}

/**
 * For a write to something kept of an enrollment that names only the enrollment (its statement
 * summary, a payment plan, average billing): this instance drops what it kept of the owner when
 * `tx` commits, so the owner's next read here sees the write; other instances hear of it from
 * migration 0032's triggers.
 */
export async function enrollmentOwnerChanged(tx: Tx, enrollmentId: number): Promise<void> {
  ownersChanged(
    tx,
    await tx.select(ownerOfRow).from(enrollments).where(eq(enrollments.idEnrollment, enrollmentId)),
  );
}
