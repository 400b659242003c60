import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentProfiles, recurringBilling } from '../../db/schema/index.ts';
import type { GatewayPaymentProfile } from '../../gateways/types.ts';
import { findOwnProfile } from './repository.ts';

/** The gateway customer profile our customer already has (any stored method names it). */
export async function findCustomerProfileToken(db: Db, customerId: number) {
  const [row] = await db
    .select({ token: paymentProfiles.customerProfileToken })
    .from(paymentProfiles)
    .where(eq(paymentProfiles.customerId, customerId))
    .orderBy(asc(paymentProfiles.id))
    .limit(1);
  return row?.token;
}

function maskedColumns(p: GatewayPaymentProfile) {
  return {
    paymentTypeId: p.paymentTypeId,
    cardType: p.cardType,
    cardNumber: p.cardNumber,
    cardExpirationDate: p.cardExpirationDate,
    routingNumber: p.routingNumber,
    accountNumber: p.accountNumber,
    accountType: p.accountType,
  };
}

export async function countLiveProfiles(tx: Tx, customerId: number): Promise<number> {
  const rows = await tx
    .select({ id: paymentProfiles.id })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.customerId, customerId), isNull(paymentProfiles.deletedAt)));
  return rows.length;
}

/** Stores a method the gateway reports; a token stored before (even deleted) is left alone. */
export async function insertProfileOnce(
  tx: Tx,
  customerId: number,
  customerProfileToken: string,
  profile: GatewayPaymentProfile,
  isDefault: boolean,
) {
  const rows = await tx
    .insert(paymentProfiles)
    .values({
      customerId,
      customerProfileToken,
      paymentProfileToken: profile.paymentProfileToken,
      defaultPaymentProfile: isDefault,
      ...maskedColumns(profile),
    })
    .onConflictDoNothing()
    .returning({ id: paymentProfiles.id });
  return rows.length > 0;
}

export async function updateMaskedDetails(tx: Tx, customerId: number, profile: GatewayPaymentProfile) {
  await tx
    .update(paymentProfiles)
    .set(maskedColumns(profile))
    .where(
      and(
        eq(paymentProfiles.customerId, customerId),
        eq(paymentProfiles.paymentProfileToken, profile.paymentProfileToken),
        isNull(paymentProfiles.deletedAt),
      ),
    );
}

/** Locks the stored method for a delete, so autopay cannot start using it meanwhile. */
export async function lockOwnProfile(
  tx: Tx,
  customerId: number,
  paymentProfileToken: string,
  customerProfileToken: string,
) {
  return findOwnProfile(tx, customerId, paymentProfileToken, customerProfileToken, true);
}

export async function isUsedByAutopay(tx: Tx, profileId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: recurringBilling.id })
    .from(recurringBilling)
    .where(and(eq(recurringBilling.paymentProfileId, profileId), isNull(recurringBilling.cancelledAt)))
    .limit(1);
  return rows.length > 0;
}

/** Soft-deletes; when it was the default, the oldest remaining method becomes the default. */
export async function markDeleted(tx: Tx, customerId: number, profileId: number, wasDefault: boolean) {
  await tx
    .update(paymentProfiles)
    .set({ deletedAt: new Date(), defaultPaymentProfile: false })
    .where(eq(paymentProfiles.id, profileId));
  if (!wasDefault) return;
  const [next] = await tx
    .select({ id: paymentProfiles.id })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.customerId, customerId), isNull(paymentProfiles.deletedAt)))
    .orderBy(asc(paymentProfiles.id))
    .limit(1);
  if (next)
    await tx
      .update(paymentProfiles)
      .set({ defaultPaymentProfile: true })
      .where(eq(paymentProfiles.id, next.id));
}

/** Undoes markDeleted after the gateway refused the delete. */
export async function restoreDeleted(tx: Tx, customerId: number, profileId: number, wasDefault: boolean) {
  if (wasDefault) {
    await tx
      .update(paymentProfiles)
      .set({ defaultPaymentProfile: false })
      .where(eq(paymentProfiles.customerId, customerId));
  }
  await tx
    .update(paymentProfiles)
    .set({ deletedAt: null, defaultPaymentProfile: wasDefault })
    .where(eq(paymentProfiles.id, profileId));
}
