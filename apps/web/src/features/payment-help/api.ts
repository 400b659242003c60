import type {
  AverageBillingStatus,
  DeferredPlan,
  DeferredPlanRequest,
  DeferredPlanStatus,
  ExtensionRequest,
  ExtensionStatus,
  PaymentExtension,
} from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** Issue 15: the calls the payment-help screen makes, one per rule. */
export const getExtensionStatus = (enrollmentId: number) =>
  apiClient.get<ExtensionStatus>(`/v2/payment-help/${enrollmentId}/extension`);

export const requestExtension = (enrollmentId: number, days: number) =>
  apiClient.post<PaymentExtension>(`/v2/payment-help/${enrollmentId}/extension`, {
    days,
  } satisfies ExtensionRequest);

export const getDeferredPlanStatus = (enrollmentId: number) =>
  apiClient.get<DeferredPlanStatus>(`/v2/payment-help/${enrollmentId}/deferred-plan`);

export const acceptDeferredPlan = (enrollmentId: number, body: DeferredPlanRequest) =>
  apiClient.post<DeferredPlan>(`/v2/payment-help/${enrollmentId}/deferred-plan`, body);

export const getAverageBilling = (enrollmentId: number) =>
  apiClient.get<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`);

export const joinAverageBilling = (enrollmentId: number, monthlyAmount: number) =>
  apiClient.post<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`, { monthlyAmount });

export const leaveAverageBilling = (enrollmentId: number) =>
  apiClient.delete<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`);
