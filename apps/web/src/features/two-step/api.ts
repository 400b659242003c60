import type { TwoStepRecoveryCodes, TwoStepSetup, TwoStepStatus } from '@myaccount/contract';
import { twoStepRecoveryCodes, twoStepSetup } from '@myaccount/contract';
import { checkedReply } from '../../lib/query/checked-reply';
import { apiClient } from '../../lib/api-client';

const base = (customerId: number) => `/v2/customers/${customerId}/two-step`;

export const getTwoStepStatus = (customerId: number) => apiClient.get<TwoStepStatus>(base(customerId));

/** A new secret (QR code and manual key); nothing changes until the first code confirms it. */
export const startTwoStep = async (customerId: number) =>
  checkedReply(
    await apiClient.post<TwoStepSetup>(`${base(customerId)}/setup`),
    !import.meta.env.PROD && twoStepSetup,
  );

export const confirmTwoStep = async (customerId: number, code: string) =>
  checkedReply(
    await apiClient.post<TwoStepRecoveryCodes>(base(customerId), { code }),
    !import.meta.env.PROD && twoStepRecoveryCodes,
  );

export const turnOffTwoStep = (customerId: number, code: string) =>
  apiClient.post<void>(`${base(customerId)}/off`, { code });

// Issue 17: the enrolment a brand requires at sign-in. No session yet: the token is the credential.
export const startEnrolmentAtSignIn = async (enrolmentToken: string) =>
  checkedReply(
    await apiClient.post<TwoStepSetup>(
      '/v2/auth/two-step-enrolment/setup',
      { enrolmentToken },
      { anonymous: true },
    ),
    !import.meta.env.PROD && twoStepSetup,
  );

export const confirmEnrolmentAtSignIn = async (enrolmentToken: string, code: string) =>
  checkedReply(
    await apiClient.post<TwoStepRecoveryCodes>(
      '/v2/auth/two-step-enrolment/confirm',
      { enrolmentToken, code },
      { anonymous: true },
    ),
    !import.meta.env.PROD && twoStepRecoveryCodes,
  );
