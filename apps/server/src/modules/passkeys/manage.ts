import type { Passkey } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { recordSignInChange } from '../auth/sign-in-change.ts';
import { assertCustomerInPerson } from './agent-guard.ts';
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
 * Removes a passkey. Every customer has a password (customers.password_hash is required), so
 * removing the last passkey never locks anyone out and is allowed. If passwordless accounts
 * ever exist, refuse here the removal of the last passkey of an account without a password.
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
    await recordAudit(tx, audit, { action: 'passkey.remove', entity: 'passkey', entityId: id });
    return recordSignInChange(tx, session, 'passkey_removed');
  });
  deps.dispatch(notices);
}
