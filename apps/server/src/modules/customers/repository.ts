import type { CustomerProfile } from '@myaccount/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type CustomerCache, customerChanged } from '../../db/customer-cache.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { customers } from '../../db/schema/index.ts';

const profileQuery = preparedPerDatabase((db) =>
  db
    .select({
      id_customer: customers.id,
      first_name: customers.firstName,
      last_name: customers.lastName,
      firm_name: customers.firmName,
      contact_name: customers.contactName,
      customer_name: customers.customerName,
      business_name: customers.businessName,
      phone: customers.phone,
      user_name: customers.userName,
      email: customers.email,
      alternative_email: customers.alternativeEmail,
      roleGroups: customers.roleGroups,
      id_prefered_language: customers.preferredLanguage,
      send_to_main_email: customers.sendToMainEmail,
      send_to_secondary_email: customers.sendToSecondaryEmail,
      opted_marketing_coms: customers.optedMarketingComs,
      disabled_bank_accounts_date: customers.disabledBankAccountsDate,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .limit(1)
    .prepare('customer_profile'),
);

/** The profile as the app shows it (spec §3); `cc_un` comes from the session, not the row. */
export async function findProfile(
  db: Db,
  customerId: number,
): Promise<Omit<CustomerProfile, 'cc_un'> | undefined> {
  const [row] = await profileQuery(db).execute({ customerId });
  if (!row) return undefined;
  // The column is free text; anything but Spanish is shown in the fallback language.
  return { ...row, id_prefered_language: row.id_prefered_language === 'es' ? 'es' : 'en' };
}

/**
 * For the profile read the app makes on every page load: `findProfile`, kept in the customer
 * cache. Every write to the row drops it (the writes below here, everywhere else the trigger
 * of migration 0030).
 */
export function profileFor(cache: CustomerCache, db: Db, customerId: number) {
  return cache.find(customerId, 'profile', () => findProfile(db, customerId));
}

// Writes to the customer row: the profile form, a new password, a link into another account.
// Each tells the customer cache, so the writer's next read sees it.

export interface ProfileChanges {
  userName: string;
  email: string;
  alternativeEmail: string;
  phone: string;
  sendToMainEmail: boolean;
  sendToSecondaryEmail: boolean;
  preferredLanguage: 'en' | 'es';
  optedMarketingComs: boolean;
}

export async function updateProfile(tx: Tx, customerId: number, changes: ProfileChanges) {
  await tx
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  customerChanged(tx, customerId);
}

export async function setPasswordHash(tx: Tx, customerId: number, passwordHash: string) {
  await tx
    .update(customers)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  customerChanged(tx, customerId);
}

/** Ends every session of the customer: no refresh token of theirs can be used again. */

export async function markLinked(tx: Tx, oldId: number, intoId: number) {
  await tx
    .update(customers)
    .set({ linkedIntoCustomerId: intoId, updatedAt: sql`now()` })
    .where(eq(customers.id, oldId));
  customerChanged(tx, oldId);
}
