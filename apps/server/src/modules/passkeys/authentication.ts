import type { LoginResponse, PasskeyAuthenticationResponse, PasskeyOptions } from '@myaccount/contract';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findCustomerById, issueLogin, type SignInClient } from '../auth/index.ts';
import type { TokenService } from '../auth/index.ts';
import { CEREMONY_TIMEOUT_MS, spendChallenge, storeChallenge } from './challenges.ts';
import type { RelyingParty } from './relying-party.ts';
import * as repo from './repository.ts';
import { userHandleOf } from './user-handle.ts';

/**
 * Options for signing in with a passkey on this host. No user name and no allow-list: the
 * browser offers the passkeys it holds for the host (discoverable credentials), including in
 * the user-name field's autofill (conditional UI).
 */
export async function authenticationOptions(db: Db, rp: RelyingParty): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await db.transaction((tx) => storeChallenge(tx, options.challenge, 'authentication', rp.rpId, null));
  return { ...options } as PasskeyOptions; // WebAuthn’s JSON form, passed to the browser whole
}

/** One answer for every refused passkey, so it never tells which credentials exist. */
const notRecognized = (cause?: unknown) =>
  new AppError('unauthorized', 'This passkey was not recognized. Sign in with your password instead.', {
    reason: 'passkey_not_recognized',
    cause,
  });

/**
 * Signs in with a passkey: the challenge is spent first (single use), then the assertion is
 * verified against the stored public key of that credential on this host, its signature
 * counter advanced, and the same session issued as a password sign-in.
 */
export async function signInWithPasskey(
  deps: { db: Db; tokens: TokenService; client: SignInClient },
  rp: RelyingParty,
  credential: PasskeyAuthenticationResponse,
): Promise<LoginResponse> {
  const challenge = await spendChallenge(
    deps.db,
    credential.response.clientDataJSON,
    'authentication',
    rp.rpId,
    null,
  );
  return deps.db.transaction(async (tx) => {
    const stored = await repo.lockPasskeyByCredential(tx, credential.id);
    if (!stored || stored.rpId !== rp.rpId) throw notRecognized();
    const customer = await findCustomerById(tx, stored.customerId);
    if (!customer || customer.linkedIntoCustomerId !== null) throw notRecognized();
    const handle = credential.response.userHandle;
    if (handle && handle !== Buffer.from(userHandleOf(customer.customerHash, rp.rpId)).toString('base64url'))
      throw notRecognized();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        requireUserVerification: true,
        credential: {
          id: stored.credentialId,
          publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
          counter: stored.counter,
          transports: stored.transports as AuthenticatorTransportFuture[],
        },
      });
    } catch (error) {
      // A bad signature, a wrong origin or host, a counter that went backwards (a cloned key).
      throw notRecognized(error);
    }
    if (!verification.verified) throw notRecognized();
    const info = verification.authenticationInfo;
    await repo.recordUse(tx, stored.id, {
      counter: info.newCounter,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    });
    return issueLogin(
      tx,
      deps.tokens,
      { customer, agent: null, roleGroups: customer.roleGroups },
      { method: 'passkey', client: deps.client },
    );
  });
}
