import type { CustomerProfile } from '@myaccount/contract';
import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/redux';
import { recordFirstScreenReads } from '../../lib/first-screen-reads';
import { clearSession, saveTokens } from '../../lib/session-store';
import { applyPreferredLanguage } from '../i18n';
import {
  finishTwoStepEnrolment,
  loginAgent,
  loginCustomer,
  loginTwoStep,
  loginWithPasskey,
} from './api/login';
import { userChanged } from './auth-slice';
import { fetchSessionUser } from './session-user';

export type SignInRequest =
  | { kind: 'customer'; username: string; password: string }
  | { kind: 'agent'; agentUserName: string; agentPassword: string; customerUserName: string }
  | { kind: 'passkey'; credential: unknown }
  | { kind: 'two-step'; twoStepToken: string; code: string }
  | { kind: 'two-step-enrolled'; enrolmentToken: string };

/** The password was right and two-step verification is on: the code comes next (issue 17). */
export interface CodeNeeded {
  twoStepToken: string;
}

/** The brand requires two-step verification and the customer has none: enrol first (issue 17). */
export interface EnrolmentNeeded {
  enrolmentToken: string;
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
    case 'two-step-enrolled':
      return finishTwoStepEnrolment(request.enrolmentToken);
  }
}

/** Signs in, stores the four session entries (spec §4) and puts the user in the store. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (request: SignInRequest): Promise<CustomerProfile | CodeNeeded | EnrolmentNeeded> => {
      const session = await requestSession(request);
      if ('twoStepRequired' in session) return { twoStepToken: session.twoStepToken };
      if ('twoStepEnrolmentRequired' in session) return { enrolmentToken: session.enrolmentToken };
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
        // What the first screens read now is what the next page load asks for early.
        recordFirstScreenReads(user.id_customer);
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
