import type {
  AverageBillingStatus,
  DeferredPlan,
  DeferredPlanRequest,
  ExtensionRequest,
  PaymentExtension,
} from '@myaccount/contract';
import { averageBillingStatus, deferredPlan, paymentExtension } from '@myaccount/contract';
import { checkedReply } from '../../../lib/query';
import { apiClient } from '../../../lib/api-client';

/** Issue 15: the payment-help writes; each read has a file of its own in api/. */
export const requestExtension = async (enrollmentId: number, days: number) =>
  checkedReply(
    await apiClient.post<PaymentExtension>(`/v2/payment-help/${enrollmentId}/extension`, {
      days,
    } satisfies ExtensionRequest),
    !import.meta.env.PROD && paymentExtension,
  );

export const acceptDeferredPlan = async (enrollmentId: number, body: DeferredPlanRequest) =>
  checkedReply(
    await apiClient.post<DeferredPlan>(`/v2/payment-help/${enrollmentId}/deferred-plan`, body),
    !import.meta.env.PROD && deferredPlan,
  );

export const joinAverageBilling = async (enrollmentId: number, monthlyAmount: number) =>
  checkedReply(
    await apiClient.post<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`, {
      monthlyAmount,
    }),
    !import.meta.env.PROD && averageBillingStatus,
  );

export const leaveAverageBilling = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.delete<AverageBillingStatus>(`/v2/payment-help/${enrollmentId}/average-billing`),
    !import.meta.env.PROD && averageBillingStatus,
  );
