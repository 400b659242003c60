import type {
  HostedProfilePage,
  OperationResult,
  HostedProfilePageRequest,
  PayBody,
  PaymentMethod,
  PayResponse,
  PendingPayment,
  RecurringBillingBody,
  SavePaymentProfileBody,
} from '@myaccount/contract';
import {
  hostedProfilePage,
  operationResult,
  payResponse,
  paymentMethod,
  pendingPayment,
} from '@myaccount/contract';
import { checkedBlob, checkedReply } from '../../../lib/query';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 Payments: the writes and downloads; each cached read has a file of its own beside this one. */

/** Every portal charge of the enrollment (approved, declined, posted or not), newest first. */
export const getChargeTransactions = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.get<PendingPayment[]>(`/v2/payments/charge-transaction/by-enrollment/${enrollmentId}`),
    !import.meta.env.PROD && pendingPayment.array(),
  );

/** The receipt PDF as a Blob: it needs the session headers, so it cannot be a plain link. */
export const getReceiptPdf = async (chargeId: number, languageId: string) =>
  checkedBlob(
    await apiClient.get<Blob>(
      `/v2/payments/receipt-pdf/${chargeId}?languageId=${languageId === 'es' ? 'es' : 'en'}`,
      { responseType: 'blob' },
    ),
    !import.meta.env.PROD && 'application/pdf',
  );

export const getHostedProfilePage = async (customerId: number, body: HostedProfilePageRequest) =>
  checkedReply(
    await apiClient.post<HostedProfilePage>(
      `/v2/payments/payment-profile/hosted-profile-page-token/${customerId}`,
      body,
    ),
    !import.meta.env.PROD && hostedProfilePage,
  );

/** After the hosted form saved: the server asks the gateway; the fields are only hints. */
export const savePaymentProfile = async (body: SavePaymentProfileBody) =>
  checkedReply(
    await apiClient.post<PaymentMethod[]>('/v2/payments/payment-profile', body),
    !import.meta.env.PROD && paymentMethod.array(),
  );

export const deletePaymentMethod = async (method: PaymentMethod) =>
  checkedReply(
    await apiClient.delete<OperationResult>(
      `/v2/payments/payment-profile/${encodeURIComponent(method.paymentProfileToken)}?customerProfileToken=${encodeURIComponent(method.customerProfileToken)}`,
    ),
    !import.meta.env.PROD && operationResult,
  );

/** The key stays the same when the client retries after a 401 refresh (api-request.ts). */
export const pay = async (body: PayBody, idempotencyKey: string) =>
  checkedReply(
    await apiClient.post<PayResponse>('/v2/payments/pay', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    !import.meta.env.PROD && payResponse,
  );

export const enableRecurringBilling = async (enrollmentId: number, body: RecurringBillingBody) =>
  checkedReply(
    await apiClient.post<OperationResult>(`/v2/enrollments/${enrollmentId}/recurring-billing`, body),
    !import.meta.env.PROD && operationResult,
  );

export const disableRecurringBilling = async (enrollmentId: number) =>
  checkedReply(
    await apiClient.delete<OperationResult>(`/v2/enrollments/${enrollmentId}/recurring-billing`),
    !import.meta.env.PROD && operationResult,
  );
