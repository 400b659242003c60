import { createHash, randomBytes } from 'node:crypto';
import type { CustomerLoginResponse, LoginResponse } from '@myaccount/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  findCustomerById,
  issueLogin,
  recordAttempt,
  type SignInClient,
  throttleSubject,
} from '../auth/index.ts';
import type { TokenService } from '../auth/index.ts';
import * as repo from './repository.ts';
import type { SecretBox } from './secret-box.ts';
import { acceptSecondFactor } from './second-factor.ts';

const SIGN_IN_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one waiting sign-in may take; then the password must be entered again. */
export const MAX_CODE_FAILURES = 5;

/** An enrolment at sign-in takes longer: install an app, scan, type the first code. */
const ENROLMENT_TTL_MS = 10 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The password was right: what the customer's sign-in still needs before its session. A code,
 * when two-step verification is on; an enrolment, when the brand requires it and it is not
 * on (enrolment-at-sign-in.ts); otherwise nothing (null).
 */
export async function stepAfterPassword(
  tx: Tx,
  customerId: number,
): Promise<Exclude<CustomerLoginResponse, LoginResponse> | null> {
  if ((await repo.findSecret(tx, customerId))?.enabledAt) {
    return { twoStepRequired: true, twoStepToken: await waitingSignIn(tx, customerId, 'code') };
  }
  if (await repo.brandRequiresTwoStep(tx, customerId)) {
    return { twoStepEnrolmentRequired: true, enrolmentToken: await waitingSignIn(tx, customerId, 'enrol') };
  }
  return null;
}

/** A random token, stored hashed, for the step the session waits on. */
async function waitingSignIn(tx: Tx, customerId: number, purpose: 'code' | 'enrol'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = purpose === 'code' ? SIGN_IN_TTL_MS : ENROLMENT_TTL_MS;
  await repo.insertSignIn(tx, {
    tokenHash: hashToken(token),
    customerId,
    expiresAt: new Date(Date.now() + ttl),
    purpose,
  });
  return token;
}

const expired = () =>
  new AppError('unauthorized', 'This sign-in has expired. Enter your password again.', {
    reason: 'two_step_sign_in_expired',
  });

/**
 * POST /v2/auth/login-two-step: the code (app or recovery) for a sign-in whose password was
 * right. On success the same session as any sign-in; after MAX_CODE_FAILURES wrong codes, or
 * 5 minutes, the password must be entered again.
 */
export async function completeSecondStep(
  deps: { db: Db; box: SecretBox; tokens: TokenService; client: SignInClient },
  token: string,
  code: string,
): Promise<LoginResponse> {
  const result = await deps.db.transaction(async (tx) => {
    const pending = await repo.lockSignIn(tx, hashToken(token));
    // An enrolment's token is no code step: without this, its customer (no code yet) would pass.
    if (!pending || pending.purpose !== 'code') return { error: expired() };
    if (pending.expiresAt.getTime() <= Date.now() || pending.failures >= MAX_CODE_FAILURES) {
      await repo.endSignIn(tx, pending.id);
      return { error: expired() };
    }
    const customer = await findCustomerById(tx, pending.customerId);
    const secret = await repo.findSecret(tx, pending.customerId, true);
    if (!customer || customer.linkedIntoCustomerId !== null) return { error: expired() };
    // Turned off meanwhile (from another session): the password was enough.
    if (secret?.enabledAt && !(await acceptSecondFactor(tx, deps.box, secret, code))) {
      // Committed: the count of wrong codes must survive the refusal.
      await repo.countFailure(tx, pending.id, pending.failures + 1);
      return {
        error: new AppError('unauthorized', 'The code is incorrect or has expired.', {
          field: 'code',
          reason: 'two_step_code_incorrect',
        }),
      };
    }
    await repo.endSignIn(tx, pending.id);
    // The sign-in is complete: it clears the user name's failed attempts, as a password does.
    await recordAttempt(tx, 'customer', throttleSubject(customer.userName), true);
    return {
      session: await issueLogin(
        tx,
        deps.tokens,
        { customer, agent: null, roleGroups: customer.roleGroups },
        { method: 'two-step', client: deps.client },
      ),
    };
  });
  if ('error' in result) throw result.error;
  return result.session;
}
