import type { Tx } from '../../db/client.ts';
import { findBrand, findRecipient } from '../account-recovery/repository.ts';
import { mailLanguage, queueMail, senderOf, type SignInChange, signInChangedMail } from '../mail/index.ts';
import { endOtherSessions } from './sessions.ts';

/**
 * A passkey or the second factor changed (issue 17): whoever else is signed in (perhaps the
 * person the change locks out) is signed out, and the main address hears of it. Runs in the
 * change's transaction; answers the queued mail ids for the caller to dispatch after commit.
 */
export async function recordSignInChange(
  tx: Tx,
  session: { customerId: number; sessionId: string },
  change: SignInChange,
): Promise<number[]> {
  await endOtherSessions(tx, session.customerId, session.sessionId);
  const customer = await findRecipient(tx, session.customerId);
  if (!customer?.email) return [];
  const brand = await findBrand(tx, customer.brandId);
  const notice = signInChangedMail(
    customer.email,
    {
      language: mailLanguage(customer.language),
      brandName: brand?.brandingName ?? '',
      firstName: customer.firstName,
      at: new Date(),
    },
    change,
  );
  return [await queueMail(tx, { ...notice, from: brand ? senderOf(brand) : undefined })];
}
