import type { Tx } from '../../db/client.ts';
import { announcePasswordChanged } from '../mail/index.ts';
import { revokeSessionsOf } from '../auth/index.ts';
import { setPasswordHash } from '../customers/index.ts';
import { useUpResetTokens } from './repository.ts';

/**
 * Stores a new password hash (made before the transaction: argon2 takes a while and should
 * not hold row locks) and ends what the old password opened: every refresh token and every
 * outstanding reset link. Tells the customer in the same transaction (bell and security
 * notice to the main address), and answers the queued mail ids for the caller to dispatch after the commit. The caller
 * checked the policy and runs this in its transaction.
 */
export async function replacePassword(tx: Tx, customerId: number, passwordHash: string): Promise<number[]> {
  await setPasswordHash(tx, customerId, passwordHash);
  await revokeSessionsOf(tx, customerId);
  await useUpResetTokens(tx, customerId);
  return announcePasswordChanged(tx, customerId);
}
