import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  budgetAlertsSent,
  budgetSettings,
  customers,
  enrollments,
  notifications,
} from '../../db/schema/index.ts';
import { announce } from '../mail/index.ts';
import type { Alert } from './alerts.ts';

export async function findBudget(db: Db | Tx, enrollmentId: number): Promise<number | null> {
  const [row] = await db
    .select({ amount: budgetSettings.monthlyAmount })
    .from(budgetSettings)
    .where(eq(budgetSettings.enrollmentId, enrollmentId));
  return row?.amount ?? null;
}

/** Sets (or with null removes) the enrollment's monthly budget. */
export async function saveBudget(tx: Tx, enrollmentId: number, amount: number | null): Promise<void> {
  if (amount === null) {
    await tx.delete(budgetSettings).where(eq(budgetSettings.enrollmentId, enrollmentId));
    return;
  }
  await tx
    .insert(budgetSettings)
    .values({ enrollmentId, monthlyAmount: amount })
    .onConflictDoUpdate({
      target: budgetSettings.enrollmentId,
      set: { monthlyAmount: amount, updatedAt: new Date() },
    });
}

export interface BudgetedEnrollment {
  enrollmentId: number;
  customerId: number;
  monthlyAmount: number;
  language: string;
}

/** Every enrollment with a budget set, with its customer and their language. */
export function findBudgetedEnrollments(db: Db): Promise<BudgetedEnrollment[]> {
  return db
    .select({
      enrollmentId: budgetSettings.enrollmentId,
      customerId: enrollments.customerId,
      monthlyAmount: budgetSettings.monthlyAmount,
      language: customers.preferredLanguage,
    })
    .from(budgetSettings)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, budgetSettings.enrollmentId))
    .innerJoin(customers, eq(customers.id, enrollments.customerId))
    .orderBy(asc(budgetSettings.enrollmentId));
}

/**
 * Claims the one alert of its kind for this enrollment and cycle. The primary key decides:
 * a second run, or a second server racing this one, finds the row and gets false.
 */
export async function claimAlert(tx: Tx, enrollmentId: number, cycleStart: string, kind: string) {
  const rows = await tx
    .insert(budgetAlertsSent)
    .values({ enrollmentId, cycleStart, kind })
    .onConflictDoNothing()
    .returning({ kind: budgetAlertsSent.kind });
  return rows.length === 1;
}

/**
 * Tells the customer of the claimed alert as every other event (mail/index.ts `announce`): the
 * bell notification, worded from its kind and params in the reader's language, and the mail
 * to the addresses the preferences choose. The alert row keeps the notification it became.
 */
export async function sendAlert(
  tx: Tx,
  claim: { enrollmentId: number; customerId: number; cycleStart: string },
  alert: Alert,
): Promise<number[]> {
  const key = `budget:${claim.enrollmentId}:${claim.cycleStart}:${alert.kind}`;
  const mailIds = await announce(tx, claim.customerId, {
    key,
    kind: alert.kind,
    params: alert.params,
    // The projection and the budget are on the usage page.
    path: '/usage',
  });
  const [note] = await tx
    .select({ id: notifications.idNotification })
    .from(notifications)
    .where(eq(notifications.eventKey, key));
  await tx
    .update(budgetAlertsSent)
    .set({ notificationId: note?.id ?? null })
    .where(
      and(
        eq(budgetAlertsSent.enrollmentId, claim.enrollmentId),
        eq(budgetAlertsSent.cycleStart, claim.cycleStart),
        eq(budgetAlertsSent.kind, alert.kind),
      ),
    );
  return mailIds;
}
