import type { PasskeyOptions, PasskeyRegisterRequest, Passkey } from '@myaccount/contract';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { findCustomerById, recordSignInChange } from '../auth/index.ts';
import { assertCustomerInPerson } from './agent-guard.ts';
import { CEREMONY_TIMEOUT_MS, spendChallenge, storeChallenge } from './challenges.ts';
import { passkeyView } from './passkey-view.ts';
import type { RelyingParty } from './relying-party.ts';
import * as repo from './repository.ts';
import { userHandleOf } from './user-handle.ts';

export interface PasskeyDeps {
  db: Db;
  dispatch(ids: number[]): void;
}

const customerGone = () => new AppError('not_found', 'Customer not found.', { reason: 'customer_not_found' });

/**
 * Options for a new passkey of the signed-in customer on this host: a discoverable credential
 * (so signing in needs no user name) verified by the device (PIN, fingerprint, face). Passkeys
 * the customer already has here are excluded, so one authenticator is not registered twice.
 */
export async function registrationOptions(
  db: Db,
  session: Session,
  rp: RelyingParty,
): Promise<PasskeyOptions> {
  assertCustomerInPerson(session);
  const customer = await findCustomerById(db, session.customerId);
  if (!customer) throw customerGone();
  const existing = (await repo.listPasskeys(db, customer.id)).filter((p) => p.rpId === rp.rpId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpId,
    userName: customer.userName,
    userID: userHandleOf(customer.customerHash, rp.rpId),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await db.transaction((tx) => storeChallenge(tx, options.challenge, 'registration', rp.rpId, customer.id));
  return { ...options } as PasskeyOptions; // WebAuthn’s JSON form, passed to the browser whole
}

const notVerified = () =>
  new AppError('bad_request', 'The passkey could not be verified. Please try again.', {
    reason: 'passkey_verification_failed',
  });

/** Verifies the new credential against the challenge issued to this customer, and keeps it. */
export async function registerPasskey(
  deps: PasskeyDeps,
  audit: AuditContext,
  session: Session,
  rp: RelyingParty,
  body: PasskeyRegisterRequest,
): Promise<Passkey> {
  assertCustomerInPerson(session);
  const challenge = await spendChallenge(
    deps.db,
    body.credential.response.clientDataJSON,
    'registration',
    rp.rpId,
    session.customerId,
  );
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    throw new AppError('bad_request', 'The passkey could not be verified. Please try again.', {
      reason: 'passkey_verification_failed',
      cause: error,
    });
  }
  if (!verification.verified) throw notVerified();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const { saved, notices } = await deps.db
    .transaction(async (tx) => {
      const row = await repo.insertPasskey(tx, {
        customerId: session.customerId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        rpId: rp.rpId,
        name: body.name,
      });
      await recordAudit(tx, audit, { action: 'passkey.add', entity: 'passkey', entityId: row.id });
      return { saved: row, notices: await recordSignInChange(tx, session, 'passkey_added') };
    })
    .catch((error: unknown) => {
      // The same credential registered again (twice at once, or someone else's id): refused.
      if (isUniqueViolation(error)) throw new AppError('conflict', 'This passkey is already registered.');
      throw error;
    });
  deps.dispatch(notices);
  return passkeyView(saved);
}
