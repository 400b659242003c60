import { LIVE_STATUS_CODES, marketToday } from '@myaccount/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  enrollmentStatuses,
  enrollmentStatusHistory,
  enrollments,
  serviceChanges,
} from '../../db/schema/index.ts';

type Q = Db | Tx;

/**
 * Whether another enrollment runs or is about to run at this premise (same ESIID or gas
 * account): a premise has one retail service at a time, whoever's it is. The answer is only
 * yes or no, so it tells nothing about another customer.
 */
export async function premiseHasService(db: Q, ldcAccount: string, exceptEnrollmentId: number) {
  if (!ldcAccount) return false;
  const [row] = await db
    .select({ id: enrollments.idEnrollment })
    .from(enrollments)
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
    .where(
      and(
        eq(addresses.ldcAccount, ldcAccount),
        inArray(enrollmentStatuses.code, [...LIVE_STATUS_CODES]),
        eq(enrollments.isActive, true),
        ne(enrollments.idEnrollment, exceptEnrollmentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The last day of service of an enrollment that ended: its newest drop or move-out not
 * withdrawn, else the day the back office recorded the end (status history).
 */
export async function lastDayOfService(db: Q, enrollmentId: number): Promise<string | null> {
  const [change] = await db
    .select({ date: serviceChanges.effectiveDate })
    .from(serviceChanges)
    .where(
      and(
        eq(serviceChanges.enrollmentId, enrollmentId),
        inArray(serviceChanges.kind, ['drop', 'move_out']),
        eq(serviceChanges.status, 'scheduled'),
      ),
    )
    .orderBy(desc(serviceChanges.requestedAt), desc(serviceChanges.id))
    .limit(1);
  if (change) return change.date;
  const [ended] = await db
    .select({ at: enrollmentStatusHistory.changedAt })
    .from(enrollmentStatusHistory)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollmentStatusHistory.idStatus))
    .where(
      and(
        eq(enrollmentStatusHistory.enrollmentId, enrollmentId),
        inArray(enrollmentStatuses.code, ['dropped', 'move_out']),
      ),
    )
    .orderBy(desc(enrollmentStatusHistory.changedAt))
    .limit(1);
  return ended ? marketToday(ended.at) : null;
}

/** The drop scheduled on this enrollment and not withdrawn (a transfer's move-out is not one). */
export async function scheduledDrop(db: Q, enrollmentId: number) {
  const [row] = await db
    .select()
    .from(serviceChanges)
    .where(
      and(
        eq(serviceChanges.enrollmentId, enrollmentId),
        eq(serviceChanges.kind, 'drop'),
        eq(serviceChanges.status, 'scheduled'),
      ),
    )
    .orderBy(desc(serviceChanges.requestedAt), desc(serviceChanges.id))
    .limit(1);
  return row;
}
