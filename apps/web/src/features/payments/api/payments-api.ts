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
import { apiClient } from '../../../lib/api-client';

/** Spec §7 Payments: the writes and downloads; each cached read has a file of its own beside this one. */

/** Every portal charge of the enrollment (approved, declined, posted or not), newest first. */
export const getChargeTransactions = (enrollmentId: number) =>
  apiClient.get<PendingPayment[]>(`/v2/payments/charge-transaction/by-enrollment/${enrollmentId}`);

/** The receipt PDF as a Blob: it needs the session headers, so it cannot be a plain link. */
export const getReceiptPdf = (chargeId: number, languageId: string) =>
  apiClient.get<Blob>(
    `/v2/payments/receipt-pdf/${chargeId}?languageId=${languageId === 'es' ? 'es' : 'en'}`,
    {
      responseType: 'blob',
    },
  );

export const getHostedProfilePage = (customerId: number, body: HostedProfilePageRequest) =>
  apiClient.post<HostedProfilePage>(
    `/v2/payments/payment-profile/hosted-profile-page-token/${customerId}`,
    body,
  );

/** After the hosted form saved: the server asks the gateway; the fields are only hints. */
export const savePaymentProfile = (body: SavePaymentProfileBody) =>
  apiClient.post<PaymentMethod[]>('/v2/payments/payment-profile', body);

export const deletePaymentMethod = (method: PaymentMethod) =>
  apiClient.delete<OperationResult>(
    `/v2/payments/payment-profile/${encodeURIComponent(method.paymentProfileToken)}?customerProfileToken=${encodeURIComponent(method.customerProfileToken)}`,
  );

/** The key stays the same when the client retries after a 401 refresh (api-request.ts). */
export const pay = (body: PayBody, idempotencyKey: string) =>
  apiClient.post<PayResponse>('/v2/payments/pay', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const enableRecurringBilling = (enrollmentId: number, body: RecurringBillingBody) =>
  apiClient.post<OperationResult>(`/v2/enrollments/${enrollmentId}/recurring-billing`, body);

export const disableRecurringBilling = (enrollmentId: number) =>
  apiClient.delete<OperationResult>(`/v2/enrollments/${enrollmentId}/recurring-billing`);
