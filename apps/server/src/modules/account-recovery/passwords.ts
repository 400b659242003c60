import type { Tx } from '../../db/client.ts';
import { mailLanguage } from '../mail/compose.ts';
import { queueMail, senderOf } from '../mail/outbox.ts';
import { passwordChangedMail } from '../mail/security-mails.ts';
import {
  findBrand,
  findRecipient,
  revokeAllRefreshTokens,
  setPasswordHash,
  useUpResetTokens,
} from './repository.ts';

/**
 * Stores a new password hash (made before the transaction: argon2 takes a while and should
 * not hold row locks) and ends what the old password opened: every refresh token and every
 * outstanding reset link. Queues the security notice to the main address in the same
 * transaction, and answers its id for the caller to dispatch after the commit. The caller
 * checked the policy and runs this in its transaction.
 */
export async function replacePassword(tx: Tx, customerId: number, passwordHash: string): Promise<number[]> {
  await setPasswordHash(tx, customerId, passwordHash);
  await revokeAllRefreshTokens(tx, customerId);
  await useUpResetTokens(tx, customerId);
  const customer = await findRecipient(tx, customerId);
  if (!customer?.email) return [];
  const brand = await findBrand(tx, customer.brandId);
  const notice = passwordChangedMail(customer.email, {
    language: mailLanguage(customer.language),
    brandName: brand?.brandingName ?? '',
    firstName: customer.firstName,
    at: new Date(),
  });
  return [await queueMail(tx, { ...notice, from: brand ? senderOf(brand) : undefined })];
}
