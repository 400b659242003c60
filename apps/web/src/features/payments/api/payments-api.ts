import type {
  HostedProfilePage,
  OperationResult,
  PaymentHistoryEntry,
  PaymentMethod,
  PaymentReceipt,
  PayResponse,
  PendingPayment,
  RecurringBilling,
} from '@myaccount/contract';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 Payments; each call answers the JSON value itself. */
export const getPaymentHistory = (enrollmentId: number) =>
  apiClient.get<PaymentHistoryEntry[]>(`/v2/payments/history-by-enrollment/${enrollmentId}`);

export const getPendingPayments = (enrollmentId: number) =>
  apiClient.get<PendingPayment[]>(
    `/v2/payments/charge-transaction/by-enrollment/${enrollmentId}?sentToBillingSystem=false&hasBeenCaptured=true`,
  );

/** Every portal charge of the enrollment (approved, declined, posted or not), newest first. */
export const getChargeTransactions = (enrollmentId: number) =>
  apiClient.get<PendingPayment[]>(`/v2/payments/charge-transaction/by-enrollment/${enrollmentId}`);

export const getReceipt = (chargeId: number) =>
  apiClient.get<PaymentReceipt>(`/v2/payments/receipt/${chargeId}`);

/** The receipt PDF as a Blob: it needs the session headers, so it cannot be a plain link. */
export const getReceiptPdf = (chargeId: number, languageId: string) =>
  apiClient.get<Blob>(
    `/v2/payments/receipt-pdf/${chargeId}?languageId=${languageId === 'es' ? 'es' : 'en'}`,
    {
      responseType: 'blob',
    },
  );

export const getPaymentMethods = (customerId: number) =>
  apiClient.get<PaymentMethod[]>(`/v2/payments/payment-profile/by-customer/${customerId}`);

export const getHostedProfilePage = (
  customerId: number,
  body: {
    iFrameCommunicatorUrl: string;
    saveButtonText: string;
    paymentType: 0 | 1 | 2;
    paymentProfileToken?: string;
  },
) =>
  apiClient.post<HostedProfilePage>(
    `/v2/payments/payment-profile/hosted-profile-page-token/${customerId}`,
    body,
  );

/** After the hosted form saved: the server asks the gateway; the fields are only hints. */
export const savePaymentProfile = (body: Record<string, unknown>) =>
  apiClient.post<PaymentMethod[]>('/v2/payments/payment-profile', body);

export const deletePaymentMethod = (method: PaymentMethod) =>
  apiClient.delete<OperationResult>(
    `/v2/payments/payment-profile/${encodeURIComponent(method.paymentProfileToken)}?customerProfileToken=${encodeURIComponent(method.customerProfileToken)}`,
  );

/** The key stays the same when the client retries after a 401 refresh (api-request.ts). */
export const pay = (
  body: {
    idEnrollment: number;
    customerProfileToken: string;
    paymentProfileToken: string;
    isDepositPayment: boolean;
    amount: number;
    /** The customer saw the same-amount payment of the last 24 hours and chose to pay again. */
    confirmDuplicate: boolean;
  },
  idempotencyKey: string,
) =>
  apiClient.post<PayResponse>('/v2/payments/pay', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const getRecurringBilling = (enrollmentId: number) =>
  apiClient.get<RecurringBilling | null>(`/v2/enrollments/${enrollmentId}/recurring-billing`);

export const enableRecurringBilling = (
  enrollmentId: number,
  body: { customer_profile_token: string; payment_profile_token: string; date_from: string },
) => apiClient.post<OperationResult>(`/v2/enrollments/${enrollmentId}/recurring-billing`, body);

export const disableRecurringBilling = (enrollmentId: number) =>
  apiClient.delete<OperationResult>(`/v2/enrollments/${enrollmentId}/recurring-billing`);
