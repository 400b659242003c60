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
