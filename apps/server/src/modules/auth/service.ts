import type { CustomerLoginResponse, LoginRequest, LoginResponse } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { stepAfterPassword } from '../two-step/index.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { issueLogin, type SessionSubject, type SignInClient } from './sessions.ts';
import { reserveAttempt, throttleSubject } from './throttle.ts';
import type { TokenService } from './tokens.ts';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  /** The browser and IP of this sign-in, kept in the account's activity. */
  client?: SignInClient;
}

type Credentials = Required<Pick<LoginRequest, 'username' | 'password' | 'cc_un' | 'customer_un'>>;

/** One answer for every refused sign-in, so it never tells which part was wrong. */
const refused = () => new AppError('unauthorized', 'The user name or password is incorrect.');

/** Checks a password, spending the same time when there is no such user. */
async function passwordMatches(stored: { passwordHash: string } | undefined, password: string) {
  return stored ? verifyPassword(stored.passwordHash, password) : verifyAgainstDummy(password);
}

/**
 * Shared tail of both doors: the attempt was reserved as a failure (feeding the throttle) and
 * stays one unless the password matches and `resolve()` says who the session is for.
 */
async function finishLogin(
  deps: AuthDeps,
  attemptId: number,
  passwordOk: boolean,
  resolve: () => Promise<(SessionSubject & { roleGroups: string[] }) | null>,
  secondStep: typeof stepAfterPassword = async () => null,
): Promise<CustomerLoginResponse> {
  if (!passwordOk) throw refused();
  const who = await resolve();
  if (!who) throw refused();
  return deps.db.transaction(async (tx) => {
    // Two-step verification on (issue 17): the session waits for the code, and the attempt
    // stays counted as a failure until the code is right (then the code step records the
    // success), so password + wrong-code rounds meet the user name's lock like wrong passwords.
    // An enrolment the brand requires (issue 17) is no doubt about the password: the attempt
    // succeeds, so abandoned enrolments never lock the user name.
    const next = await secondStep(tx, who.customer.id);
    if (next && 'twoStepRequired' in next) return next;
    await repo.markAttemptSucceeded(tx, attemptId);
    if (next) return next;
    return issueLogin(tx, deps.tokens, who, { method: 'password', client: deps.client });
  });
}

/** POST /v2/auth/login-myaccount. An account linked into another can no longer sign in. */
export async function loginCustomer(deps: AuthDeps, body: Credentials): Promise<CustomerLoginResponse> {
  const subject = throttleSubject(body.username);
  const attemptId = await reserveAttempt(deps.db, 'customer', subject);
  const customer = await repo.findCustomerByUserName(deps.db, body.username);
  const ok = await passwordMatches(customer, body.password);
  return finishLogin(
    deps,
    attemptId,
    ok,
    async () =>
      customer && customer.linkedIntoCustomerId === null
        ? { customer, agent: null, roleGroups: customer.roleGroups }
        : null,
    stepAfterPassword,
  );
}

/**
 * POST /v2/auth/login-customer-support: `cc_un` + `password` are the agent's, `customer_un`
 * (or `username` when blank) the customer to act for. Throttled per agent user name.
 */
export async function loginAgent(deps: AuthDeps, body: Credentials): Promise<LoginResponse> {
  const subject = throttleSubject(body.cc_un);
  const attemptId = await reserveAttempt(deps.db, 'agent', subject);
  const agent = body.cc_un ? await repo.findAgentByUserName(deps.db, body.cc_un) : undefined;
  const ok = (await passwordMatches(agent, body.password)) && agent?.active === true;
  // The agent proves who they are with their own password; the customer's second factor is
  // the customer's, so it is not asked here (agents cannot touch it either), nor is an
  // enrolment the brand requires: the customer enrols at their own next sign-in.
  const answer = await finishLogin(deps, attemptId, ok, async () => {
    const customerName = body.customer_un || body.username;
    const customer = customerName ? await repo.findCustomerByUserName(deps.db, customerName) : undefined;
    if (!agent || !customer || customer.linkedIntoCustomerId !== null) return null;
    return { customer, agent: { id: agent.id, userName: agent.userName }, roleGroups: customer.roleGroups };
  });
  if (!('token' in answer)) throw refused(); // never: no second step on this door
  return answer;
}
