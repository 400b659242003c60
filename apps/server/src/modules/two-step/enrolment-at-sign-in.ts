import type { LoginResponse, TwoStepRecoveryCodes, TwoStepSetup } from '@myaccount/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditContext } from '../../plugins/audit.ts';
import { findCustomerById, issueLogin, type SignInClient } from '../auth/index.ts';
import type { TokenService } from '../auth/index.ts';
import { codeIncorrect, newSecretFor, turnOnWithFirstCode } from './enrolment.ts';
import * as repo from './repository.ts';
import type { SecretBox } from './secret-box.ts';
import { hashToken, MAX_CODE_FAILURES } from './sign-in.ts';

/**
 * Issue 17: the brand requires two-step verification and the customer has none. After the
 * right password the sign-in answers an enrolment token instead of a session; it allows only
 * this: a QR code (`setup`, again as often as needed), the first code (`confirm`, which turns
 * it on and answers the recovery codes), and `finish` once the customer says the codes are
 * saved, which spends the token and answers the session. 10 minutes, 5 wrong codes; then (or
 * after walking away) the next sign-in starts over, so nobody is locked out.
 */
export interface EnrolmentDeps {
  db: Db;
  box: SecretBox;
  tokens: TokenService;
  client: SignInClient;
  dispatch(ids: number[]): void;
}

const expired = () =>
  new AppError('unauthorized', 'This sign-in has expired. Sign in again to set up two-step verification.', {
    reason: 'two_step_enrolment_expired',
  });

type Stage = 'enrol' | 'enrolled';

/** The waiting sign-in of `token` at `stage`, locked; an expired or spent one is swept. */
async function lockEnrolment(tx: Tx, token: string, stage: Stage) {
  const pending = await repo.lockSignIn(tx, hashToken(token));
  if (!pending || pending.purpose !== stage) return null;
  if (pending.expiresAt.getTime() <= Date.now() || pending.failures >= MAX_CODE_FAILURES) {
    await repo.endSignIn(tx, pending.id);
    return null;
  }
  const customer = await findCustomerById(tx, pending.customerId);
  if (!customer || customer.linkedIntoCustomerId !== null) return null;
  return { pending, customer };
}

/** A new secret to scan; the brand's name is the issuer the app lists it under. */
export async function setupAtSignIn(
  deps: EnrolmentDeps,
  token: string,
  issuer: string,
): Promise<TwoStepSetup> {
  const found = await deps.db.transaction(async (tx) => lockEnrolment(tx, token, 'enrol'));
  if (!found) throw expired();
  return newSecretFor(deps, found.customer.id, issuer);
}

/** The first code turns it on; the token then only finishes the sign-in. */
export async function confirmAtSignIn(
  deps: EnrolmentDeps,
  request: { requestId: string; ip: string },
  token: string,
  code: string,
): Promise<TwoStepRecoveryCodes> {
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await lockEnrolment(tx, token, 'enrol');
    if (!found) return { error: expired() };
    const { pending } = found;
    const audit: AuditContext = { customerId: pending.customerId, agentUserName: null, ...request };
    // No session yet: every other session of the customer ends ('' keeps none).
    const on = await turnOnWithFirstCode(
      tx,
      deps.box,
      audit,
      { customerId: pending.customerId, sessionId: '' },
      code,
    );
    if (!on) {
      // Committed: the count of wrong codes must survive the refusal.
      await repo.countFailure(tx, pending.id, pending.failures + 1);
      return { error: codeIncorrect() };
    }
    await repo.setSignInPurpose(tx, pending.id, 'enrolled');
    return on;
  });
  if ('error' in outcome) throw outcome.error;
  deps.dispatch(outcome.notices);
  return { recoveryCodes: outcome.recoveryCodes };
}

/** The customer saved the recovery codes: the token is spent and the session begins. */
export async function finishAtSignIn(deps: EnrolmentDeps, token: string): Promise<LoginResponse> {
  const session = await deps.db.transaction(async (tx) => {
    const found = await lockEnrolment(tx, token, 'enrolled');
    if (!found) return null;
    await repo.endSignIn(tx, found.pending.id);
    const { customer } = found;
    return issueLogin(
      tx,
      deps.tokens,
      { customer, agent: null, roleGroups: customer.roleGroups },
      // The first code proved the app: a two-step sign-in, as the account's activity says.
      { method: 'two-step', client: deps.client },
    );
  });
  if (!session) throw expired();
  return session;
}
