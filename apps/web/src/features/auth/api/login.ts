import type {
  CustomerLoginResponse,
  LoginRequest,
  LoginResponse,
  PasskeyOptions,
  TwoStepEnrolmentRequest,
  TwoStepSignInRequest,
} from '@myaccount/contract';
import { passkeyOptions } from '@myaccount/contract';
import { checkedReply } from '../../../lib/query/checked-reply';
import { apiClient } from '../../../lib/api-client';

// Sign-in calls are anonymous: a 401 here means wrong credentials, not an expired session.
// The reply's schema loads while the request is on its way (zod stays off the sign-in page).
async function postLogin(
  path: string,
  body: LoginRequest | TwoStepSignInRequest | TwoStepEnrolmentRequest | { credential: unknown },
): Promise<LoginResponse> {
  const reply = await postAnonymous(path, body);
  return (await import('../../../lib/reply-schemas')).loginResponse.parse(reply);
}

async function postAnonymous(path: string, body: unknown): Promise<unknown> {
  const schemas = import('../../../lib/reply-schemas');
  schemas.catch(() => undefined); // a failed sign-in must not leave this rejection unhandled
  const reply = await apiClient.post<unknown>(path, body, { anonymous: true });
  await schemas;
  return reply;
}

/** A session, or (two-step verification on) the token to send back with the code. */
export async function loginCustomer(username: string, password: string): Promise<CustomerLoginResponse> {
  const reply = await postAnonymous('/v2/auth/login-myaccount', {
    username,
    password,
    cc_un: '',
    customer_un: '',
    isCC: false,
  });
  return (await import('../../../lib/reply-schemas')).customerLoginResponse.parse(reply);
}

/** Issue 17: the code (authenticator app or recovery code) of a sign-in that asked for one. */
export function loginTwoStep(twoStepToken: string, code: string): Promise<LoginResponse> {
  return postLogin('/v2/auth/login-two-step', { twoStepToken, code });
}

/** Issue 17: the recovery codes of an enrolment at sign-in are saved; the session begins. */
export function finishTwoStepEnrolment(enrolmentToken: string): Promise<LoginResponse> {
  return postLogin('/v2/auth/two-step-enrolment/finish', { enrolmentToken });
}

/** DESIGN §4: `password` and `cc_un` are the agent's; `customer_un` is the customer to act for. */
export function loginAgent(agentUserName: string, agentPassword: string, customerUserName: string) {
  return postLogin('/v2/auth/login-customer-support', {
    username: customerUserName,
    password: agentPassword,
    cc_un: agentUserName,
    customer_un: customerUserName,
    isCC: true,
  });
}

/** Issue 17: a fresh challenge for signing in with a passkey on this host (no user name). */
export async function passkeySignInOptions(): Promise<PasskeyOptions> {
  return checkedReply(
    await apiClient.post<PasskeyOptions>('/v2/auth/passkey-options', undefined, { anonymous: true }),
    !import.meta.env.PROD && passkeyOptions,
  );
}

/** The browser's signed answer (AuthenticationResponseJSON); the same session as a password. */
export function loginWithPasskey(credential: unknown): Promise<LoginResponse> {
  return postLogin('/v2/auth/login-passkey', { credential });
}
