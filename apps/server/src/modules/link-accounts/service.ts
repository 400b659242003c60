import {
  type LinkAccountsRequest,
  type LinkAccountsResponse,
  MISSING_PAYMENT_METHOD_MESSAGE,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import {
  findCustomerByUserName,
  recordAttempt,
  releaseAttempt,
  reserveAttempt,
  revokeSessionsOf,
  throttleSubject,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/index.ts';
import { moveLettersOfEnrollments } from '../credit-letters/index.ts';
import { markLinked } from '../customers/index.ts';
import { moveEnrollmentsOf } from '../enrollments/index.ts';
import { hasStoredPaymentMethod, profileIdsOf } from '../payments/index.ts';
import { cancelAutopayUsing } from '../recurring-billing/index.ts';
import * as repo from './repository.ts';

const refused = (message: string): LinkAccountsResponse => ({ succeeded: false, message });

/**
 * POST /v2/customers/{id}/link-accounts: moves an older account's enrollments to the
 * signed-in customer. The other account's password is checked exactly like a sign-in, and
 * wrong guesses count toward that user name's sign-in lock (429 once locked).
 */
export async function linkAccount(
  db: Db,
  audit: AuditContext,
  session: Session,
  body: Required<LinkAccountsRequest>,
): Promise<LinkAccountsResponse> {
  if (!body.oldUsername || !body.oldPassword) {
    return refused('Enter the user name and password of the account to link.');
  }
  // Checked first: the app answers it by asking for a payment method, then tries again.
  if (!(await hasStoredPaymentMethod(db, session.customerId))) return refused(MISSING_PAYMENT_METHOD_MESSAGE);

  const subject = throttleSubject(body.oldUsername);
  const attemptId = await reserveAttempt(db, 'customer', subject);
  const old = await findCustomerByUserName(db, body.oldUsername);
  const passwordOk = old
    ? await verifyPassword(old.passwordHash, body.oldPassword)
    : await verifyAgainstDummy(body.oldPassword);
  // A wrong password stays recorded as the failure reserved above.
  if (!old || !passwordOk) return refused('The user name or password of the account to link is incorrect.');
  await releaseAttempt(db, attemptId);
  if (old.id === session.customerId) return refused('This is the account you are signed in to.');
  if (old.linkedIntoCustomerId !== null) return refused('This account is already linked to another account.');

  return db.transaction(async (tx) => {
    const locked = await repo.lockCustomers(tx, [old.id, session.customerId]);
    const lockedOld = locked.find((c) => c.id === old.id);
    const lockedCurrent = locked.find((c) => c.id === session.customerId);
    // Re-checked under the lock: a concurrent link of the same account cannot also succeed.
    if (!lockedOld || !lockedCurrent || lockedOld.linkedIntoCustomerId !== null) {
      return refused('This account is already linked to another account.');
    }
    if (lockedOld.brandId !== lockedCurrent.brandId) {
      return refused('Accounts of different companies cannot be linked.');
    }
    // The enrollments move with their credit letters; autopay through the old account's stored
    // methods ends (those stay with the old account: the new owner must not be charged through them).
    const enrollmentIds = await moveEnrollmentsOf(tx, old.id, session.customerId);
    await moveLettersOfEnrollments(tx, enrollmentIds, session.customerId);
    const autopayEnded = await cancelAutopayUsing(tx, enrollmentIds, await profileIdsOf(tx, old.id));
    await markLinked(tx, old.id, session.customerId);
    await revokeSessionsOf(tx, old.id);
    await recordAttempt(tx, 'customer', subject, true);
    await recordAudit(tx, audit, {
      action: 'account.link',
      entity: 'customer',
      entityId: old.id,
      details: { enrollmentIds, autopayEndedFor: autopayEnded.map((a) => a.enrollmentId) },
    });
    return {
      succeeded: true,
      message:
        enrollmentIds.length === 1
          ? 'The account has been linked: its service is now in your account.'
          : `The account has been linked: its ${enrollmentIds.length} services are now in your account.`,
    };
  });
}
