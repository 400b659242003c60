import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentProfiles, recurringBilling } from '../../db/schema/index.ts';

/** The enrollment's active autopay with the method it uses. */
export async function findActiveRecurringBilling(tx: Tx, enrollmentId: number) {
  const [row] = await tx
    .select({ billing: recurringBilling, profile: paymentProfiles })
    .from(recurringBilling)
    .innerJoin(paymentProfiles, eq(paymentProfiles.id, recurringBilling.paymentProfileId))
    .where(and(eq(recurringBilling.enrollmentId, enrollmentId), isNull(recurringBilling.cancelledAt)));
  return row;
}

/** Cancels the active arrangement; answers whether there was one. */
export async function cancelActive(tx: Tx, enrollmentId: number): Promise<boolean> {
  const rows = await tx
    .update(recurringBilling)
    .set({ cancelledAt: new Date() })
    .where(and(eq(recurringBilling.enrollmentId, enrollmentId), isNull(recurringBilling.cancelledAt)))
    .returning({ id: recurringBilling.id });
  return rows.length > 0;
}

export async function insertRecurringBilling(
  tx: Tx,
  enrollmentId: number,
  paymentProfileId: number,
  dateFrom: string,
) {
  await tx.insert(recurringBilling).values({ enrollmentId, paymentProfileId, dateFrom });
}

/**
 * Ends autopay on the enrollments that charges one of `profileIds` (the stored methods of an
 * account whose enrollments moved to another: the new owner must not be charged through them).
 * Answers the enrollments whose autopay ended.
 */
export async function cancelAutopayUsing(tx: Tx, enrollmentIds: number[], profileIds: number[]) {
  if (enrollmentIds.length === 0 || profileIds.length === 0) return [];
  return tx
    .update(recurringBilling)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        inArray(recurringBilling.enrollmentId, enrollmentIds),
        isNull(recurringBilling.cancelledAt),
        inArray(recurringBilling.paymentProfileId, profileIds),
      ),
    )
    .returning({ enrollmentId: recurringBilling.enrollmentId });
}
