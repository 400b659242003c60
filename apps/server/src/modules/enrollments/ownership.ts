import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { CustomerCache } from '../../db/customer-cache.ts';
import { preparedInOrOutOfTransaction } from '../../db/prepared.ts';
import { enrollments } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/app-error.ts';

export type OwnedEnrollment = typeof enrollments.$inferSelect;

/**
 * The one answer for an enrollment id the caller may not use (decision 0008): another
 * customer's id and an id that does not exist both get 404 `enrollment_not_found`, with the
 * same body, so enrollment ids cannot be probed. `field` names the body field the id came in.
 */
export function enrollmentNotFound(field?: string): AppError {
  return new AppError('not_found', 'Enrollment not found.', {
    reason: 'enrollment_not_found',
    ...(field ? { field } : {}),
  });
}

/** Runs before nearly every customer-scoped read: prepared, not built per request. */
const ownEnrollmentQuery = preparedInOrOutOfTransaction((q) =>
  q
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.idEnrollment, sql.placeholder('enrollmentId')),
        eq(enrollments.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare('own_enrollment'),
);

/**
 * The enrollment if it is the customer's; otherwise the one ownership answer above. Every
 * customer-scoped route that takes an enrollment id calls this (or a query that filters on
 * the customer and throws `enrollmentNotFound`) before it reads or writes anything.
 */
export async function requireOwnEnrollment(
  db: Db | Tx,
  customerId: number,
  enrollmentId: number,
  field?: string,
): Promise<OwnedEnrollment> {
  const [row] = await ownEnrollmentQuery(db).execute({ enrollmentId, customerId });
  if (!row) throw enrollmentNotFound(field);
  return row;
}

/**
 * For reads: the same check as `requireOwnEnrollment`, with a yes kept in the customer cache
 * (an enrollment moved to another customer or removed drops it: migration 0030), so a bill's
 * reads need no ownership round trip each. A no is never kept, and writes check in their
 * transaction with `requireOwnEnrollment`.
 */
export async function checkOwnEnrollment(
  cache: CustomerCache,
  db: Db,
  customerId: number,
  enrollmentId: number,
): Promise<void> {
  await cache.find(customerId, `enrollment:${enrollmentId}`, async () => {
    await requireOwnEnrollment(db, customerId, enrollmentId);
    return true;
  });
}
