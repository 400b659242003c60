import { and, desc, eq, exists, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  chargeTransactions,
  customers,
  paymentHistory,
  paymentProfiles,
  recurringBilling,
} from '../../db/schema/index.ts';

export type ChargeRow = typeof chargeTransactions.$inferSelect;
export type ProfileRow = typeof paymentProfiles.$inferSelect;

/** Posted payments, each with the gateway transaction id of the portal charge it posts (if any). */
export function findPaymentHistory(db: Db, enrollmentId: number) {
  return db
    .select({ history: paymentHistory, confirmationNumber: chargeTransactions.gatewayTransactionId })
    .from(paymentHistory)
    .leftJoin(chargeTransactions, eq(chargeTransactions.id, paymentHistory.chargeTransactionId))
    .where(eq(paymentHistory.enrollmentId, enrollmentId))
    .orderBy(desc(paymentHistory.paidDate), desc(paymentHistory.id));
}

export function findChargeTransactions(
  db: Db,
  enrollmentId: number,
  filter: { sentToBillingSystem?: boolean | undefined; hasBeenCaptured?: boolean | undefined },
) {
  const conditions = [eq(chargeTransactions.enrollmentId, enrollmentId)];
  if (filter.sentToBillingSystem !== undefined)
    conditions.push(eq(chargeTransactions.sentToBillingSystem, filter.sentToBillingSystem));
  if (filter.hasBeenCaptured !== undefined)
    conditions.push(eq(chargeTransactions.hasBeenCaptured, filter.hasBeenCaptured));
  return db
    .select()
    .from(chargeTransactions)
    .where(and(...conditions))
    .orderBy(desc(chargeTransactions.createdAt), desc(chargeTransactions.id));
}

/** Approved charges an agent (ops admin) made on the enrollment, between two UTC dates. */
export async function sumAgentCharges(db: Db, enrollmentId: number, startDate?: string, endDate?: string) {
  const conditions = [
    eq(chargeTransactions.enrollmentId, enrollmentId),
    isNotNull(chargeTransactions.agentUserName),
    eq(chargeTransactions.status, 'approved'),
  ];
  if (startDate) conditions.push(gte(chargeTransactions.createdAt, new Date(`${startDate}T00:00:00Z`)));
  if (endDate) {
    const after = new Date(`${endDate}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    conditions.push(lt(chargeTransactions.createdAt, after));
  }
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${chargeTransactions.amount}), 0)` })
    .from(chargeTransactions)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

const usedByAutopay = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(recurringBilling)
      .where(
        and(eq(recurringBilling.paymentProfileId, paymentProfiles.id), isNull(recurringBilling.cancelledAt)),
      ),
  );

/** The customer's stored methods, oldest first, each with whether autopay uses it. */
export function findProfilesOfCustomer(db: Db, customerId: number) {
  return db
    .select({ profile: paymentProfiles, autoPay: usedByAutopay(db) })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.customerId, customerId), isNull(paymentProfiles.deletedAt)))
    .orderBy(paymentProfiles.createdAt, paymentProfiles.id);
}

/**
 * A live stored method of the customer by its gateway tokens, the one lookup of a stored
 * method (pay, autopay, delete); `lock` holds it for the caller's transaction.
 */
export async function findOwnProfile(
  db: Db | Tx,
  customerId: number,
  paymentProfileToken: string,
  customerProfileToken?: string,
  lock = false,
) {
  const query = db
    .select()
    .from(paymentProfiles)
    .where(
      and(
        eq(paymentProfiles.customerId, customerId),
        eq(paymentProfiles.paymentProfileToken, paymentProfileToken),
        customerProfileToken ? eq(paymentProfiles.customerProfileToken, customerProfileToken) : undefined,
        isNull(paymentProfiles.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCustomerContact(db: Db, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, language: customers.preferredLanguage })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function hasStoredPaymentMethod(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentProfiles.id })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.customerId, customerId), isNull(paymentProfiles.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** Every stored method the customer ever had, deleted ones too (autopay may still name one). */
export async function profileIdsOf(tx: Tx, customerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: paymentProfiles.id })
    .from(paymentProfiles)
    .where(eq(paymentProfiles.customerId, customerId));
  return rows.map((r) => r.id);
}
