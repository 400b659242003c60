import type { LoginRequest, LoginResponse, PasskeyOptions } from '@myaccount/contract';
import { apiClient } from '../../../lib/api-client';

// Sign-in calls are anonymous: a 401 here means wrong credentials, not an expired session.
// The reply's schema loads while the request is on its way (zod stays off the sign-in page).
async function postLogin(path: string, body: LoginRequest | { credential: unknown }): Promise<LoginResponse> {
  const schemas = import('../../../lib/reply-schemas');
  schemas.catch(() => undefined); // a failed sign-in must not leave this rejection unhandled
  const reply = await apiClient.post<unknown>(path, body, { anonymous: true });
  return (await schemas).loginResponse.parse(reply);
}

export function loginCustomer(username: string, password: string): Promise<LoginResponse> {
  return postLogin('/v2/auth/login-myaccount', {
    username,
    password,
    cc_un: '',
    customer_un: '',
    isCC: false,
  });
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
export function passkeySignInOptions(): Promise<PasskeyOptions> {
  return apiClient.post<PasskeyOptions>('/v2/auth/passkey-options', undefined, { anonymous: true });
}

/** The browser's signed answer (AuthenticationResponseJSON); the same session as a password. */
export function loginWithPasskey(credential: unknown): Promise<LoginResponse> {
  return postLogin('/v2/auth/login-passkey', { credential });
}
