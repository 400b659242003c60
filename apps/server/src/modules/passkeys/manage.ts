import type { Passkey } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError, refusal } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { findCustomerById, recordSignInChange } from '../auth/index.ts';
import { assertCustomerInPerson } from './agent-guard.ts';
import { removalLocksOut } from './last-passkey.ts';
import { passkeyView } from './passkey-view.ts';
import type { PasskeyDeps } from './registration.ts';
import * as repo from './repository.ts';

const notFound = () => new AppError('not_found', 'No such passkey.', { reason: 'passkey_not_found' });

/** The customer's passkeys on every brand host, oldest first. */
export async function listOwnPasskeys(db: Db, session: Session): Promise<Passkey[]> {
  assertCustomerInPerson(session);
  return (await repo.listPasskeys(db, session.customerId)).map(passkeyView);
}

export async function renameOwnPasskey(
  db: Db,
  audit: AuditContext,
  session: Session,
  id: number,
  name: string,
): Promise<Passkey> {
  assertCustomerInPerson(session);
  return db.transaction(async (tx) => {
    const row = await repo.renamePasskey(tx, session.customerId, id, name);
    if (!row) throw notFound();
    await recordAudit(tx, audit, { action: 'passkey.rename', entity: 'passkey', entityId: id });
    return passkeyView(row);
  });
}

/**
 * Removes a passkey, unless it is the last one of an account without a password (422
 * `last_passkey_without_password`; today every account has a password, see last-passkey.ts).
 */
export async function removeOwnPasskey(
  deps: PasskeyDeps,
  audit: AuditContext,
  session: Session,
  id: number,
): Promise<void> {
  assertCustomerInPerson(session);
  const notices = await deps.db.transaction(async (tx) => {
    const row = await repo.deletePasskey(tx, session.customerId, id);
    if (!row) throw notFound();
    const customer = await findCustomerById(tx, session.customerId);
    const passkeysLeft = (await repo.listPasskeys(tx, session.customerId)).length;
    if (removalLocksOut({ passwordHash: customer?.passwordHash ?? null, passkeysLeft })) {
      // Thrown inside the transaction: the passkey stays.
      throw refusal('last_passkey_without_password', 'Set a password before removing your last passkey.');
    }
    await recordAudit(tx, audit, { action: 'passkey.remove', entity: 'passkey', entityId: id });
    return recordSignInChange(tx, session, 'passkey_removed');
  });
  deps.dispatch(notices);
}
