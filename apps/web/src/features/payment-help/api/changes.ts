import type {
  AverageBillingStatus,
  DeferredPlan,
  DeferredPlanRequest,
  ExtensionRequest,
  PaymentExtension,
} from '@myaccount/contract';
import { apiClient } from '../../../lib/api-client';

/** Issue 15: the payment-help writes; each read has a file of its own in api/. */
export const requestExtension = (enrollmentId: number, days: number) =>
  apiClient.post<PaymentExtension>(`/v2/payment-help/${enrollmentId}/extension`, {
    days,
  } satisfies ExtensionRequest);

export const acceptDeferredPlan = (enrollmentId: number, body: DeferredPlanRequest) =>
  apiClient.post<DeferredPlan>(`/v2/payment-help/${enrollmentId}/deferred-plan`, body);

export const joinAverageBilling = (enrollmentId: number, monthlyAmount: number) =>
  apiClient.post<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`, { monthlyAmount });

export const leaveAverageBilling = (enrollmentId: number) =>
  apiClient.delete<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`);
