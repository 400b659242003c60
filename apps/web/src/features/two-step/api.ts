import type { TwoStepRecoveryCodes, TwoStepSetup, TwoStepStatus } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

const base = (customerId: number) => `/v2/customers/${customerId}/two-step`;

export const getTwoStepStatus = (customerId: number) => apiClient.get<TwoStepStatus>(base(customerId));

/** A new secret (QR code and manual key); nothing changes until the first code confirms it. */
export const startTwoStep = (customerId: number) => apiClient.post<TwoStepSetup>(`${base(customerId)}/setup`);

export const confirmTwoStep = (customerId: number, code: string) =>
  apiClient.post<TwoStepRecoveryCodes>(base(customerId), { code });

export const turnOffTwoStep = (customerId: number, code: string) =>
  apiClient.post<void>(`${base(customerId)}/off`, { code });

// Issue 17: the enrolment a brand requires at sign-in. No session yet: the token is the credential.
export const startEnrolmentAtSignIn = (enrolmentToken: string) =>
  apiClient.post<TwoStepSetup>('/v2/auth/two-step-enrolment/setup', { enrolmentToken }, { anonymous: true });

export const confirmEnrolmentAtSignIn = (enrolmentToken: string, code: string) =>
  apiClient.post<TwoStepRecoveryCodes>(
    '/v2/auth/two-step-enrolment/confirm',
    { enrolmentToken, code },
    { anonymous: true },
  );
