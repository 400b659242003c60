import { loginResponse, type LoginRequest, type LoginResponse } from '@myaccount/contract';
import { apiClient } from '../../../lib/api-client';

// Sign-in calls are anonymous: a 401 here means wrong credentials, not an expired session.
async function postLogin(path: string, body: LoginRequest): Promise<LoginResponse> {
  return loginResponse.parse(await apiClient.post<unknown>(path, body, { anonymous: true }));
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
