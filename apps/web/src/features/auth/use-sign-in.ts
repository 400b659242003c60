import type { CustomerProfile } from '@myaccount/contract';
import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/redux';
import { clearSession, saveTokens } from '../../lib/session-store';
import { applyPreferredLanguage } from '../i18n';
import { loginAgent, loginCustomer, loginTwoStep, loginWithPasskey } from './api/login';
import { userChanged } from './auth-slice';
import { fetchSessionUser } from './session-user';

export type SignInRequest =
  | { kind: 'customer'; username: string; password: string }
  | { kind: 'agent'; agentUserName: string; agentPassword: string; customerUserName: string }
  | { kind: 'passkey'; credential: unknown }
  | { kind: 'two-step'; twoStepToken: string; code: string };

/** The password was right and two-step verification is on: the code comes next (issue 17). */
export interface CodeNeeded {
  twoStepToken: string;
}

function requestSession(request: SignInRequest) {
  switch (request.kind) {
    case 'customer':
      return loginCustomer(request.username, request.password);
    case 'agent':
      return loginAgent(request.agentUserName, request.agentPassword, request.customerUserName);
    case 'passkey':
      return loginWithPasskey(request.credential);
    case 'two-step':
      return loginTwoStep(request.twoStepToken, request.code);
  }
}

/** Signs in, stores the four session entries (spec §4) and puts the user in the store. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (request: SignInRequest): Promise<CustomerProfile | CodeNeeded> => {
      const session = await requestSession(request);
      if ('twoStepRequired' in session) return { twoStepToken: session.twoStepToken };
      saveTokens({
        accessToken: session.token,
        refreshToken: session.refreshToken,
        customerHash: session.customerHash,
      });
      try {
        const user = await fetchSessionUser();
        if (!user) throw new Error('The sign-in token could not be read.');
        dispatch(userChanged(user));
        void applyPreferredLanguage(user.id_prefered_language);
        return user;
      } catch (error) {
        // Half a session is worse than none: without a profile, sign out again.
        clearSession();
        throw error;
      }
    },
    [dispatch],
  );
}
