import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  sandboxCustomerProfiles,
  sandboxPageTokens,
  sandboxPaymentProfiles,
  sandboxTransactions,
} from '../../db/schema/index.ts';

export type SandboxProfileRow = typeof sandboxPaymentProfiles.$inferSelect;
export type SandboxPageTokenRow = typeof sandboxPageTokens.$inferSelect;
export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;

/** Inserts the customer profile unless one exists for this merchant id; answers its token. */
export async function upsertCustomerProfile(db: Db, merchantCustomerId: string, token: string) {
  await db
    .insert(sandboxCustomerProfiles)
    .values({ customerProfileToken: token, merchantCustomerId })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: sandboxCustomerProfiles.customerProfileToken })
    .from(sandboxCustomerProfiles)
    .where(eq(sandboxCustomerProfiles.merchantCustomerId, merchantCustomerId));
  return row!.token;
}

export async function insertPageToken(db: Db, row: typeof sandboxPageTokens.$inferInsert) {
  await db.insert(sandboxPageTokens).values(row);
}

export async function findLivePageToken(db: Db, token: string): Promise<SandboxPageTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPageTokens)
    .where(and(eq(sandboxPageTokens.token, token), gt(sandboxPageTokens.expiresAt, new Date())));
  return row;
}

export function findLiveProfiles(db: Db, customerProfileToken: string) {
  return db
    .select()
    .from(sandboxPaymentProfiles)
    .where(
      and(
        eq(sandboxPaymentProfiles.customerProfileToken, customerProfileToken),
        isNull(sandboxPaymentProfiles.deletedAt),
      ),
    )
    .orderBy(sandboxPaymentProfiles.createdAt, sandboxPaymentProfiles.paymentProfileToken);
}

export async function findLiveProfile(db: Db, customerProfileToken: string, paymentProfileToken: string) {
  const [row] = await db
    .select()
    .from(sandboxPaymentProfiles)
    .where(
      and(
        eq(sandboxPaymentProfiles.customerProfileToken, customerProfileToken),
        eq(sandboxPaymentProfiles.paymentProfileToken, paymentProfileToken),
        isNull(sandboxPaymentProfiles.deletedAt),
      ),
    );
  return row;
}

export async function insertProfile(db: Db, row: typeof sandboxPaymentProfiles.$inferInsert) {
  await db.insert(sandboxPaymentProfiles).values(row);
}

export async function updateProfile(
  db: Db,
  paymentProfileToken: string,
  values: Partial<typeof sandboxPaymentProfiles.$inferInsert>,
) {
  await db
    .update(sandboxPaymentProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sandboxPaymentProfiles.paymentProfileToken, paymentProfileToken));
}

export async function markProfileDeleted(db: Db, customerProfileToken: string, paymentProfileToken: string) {
  const rows = await db
    .update(sandboxPaymentProfiles)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(sandboxPaymentProfiles.customerProfileToken, customerProfileToken),
        eq(sandboxPaymentProfiles.paymentProfileToken, paymentProfileToken),
        isNull(sandboxPaymentProfiles.deletedAt),
      ),
    )
    .returning({ token: sandboxPaymentProfiles.paymentProfileToken });
  return rows.length > 0;
}

/**
 * Records a charge unless its invoice number was charged before; then the first one is
 * answered (the duplicate window of a real gateway, without the window).
 */
export async function insertTransactionOnce(
  db: Db,
  row: typeof sandboxTransactions.$inferInsert,
): Promise<{ row: SandboxTransactionRow; duplicate: boolean }> {
  const [inserted] = await db.insert(sandboxTransactions).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, duplicate: false };
  const [existing] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.invoiceNumber, row.invoiceNumber));
  return { row: existing!, duplicate: true };
}
