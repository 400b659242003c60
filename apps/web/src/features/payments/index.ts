import { lazy } from 'react';

export const PaymentPage = lazy(() => import('./payment-page'));
export const PaymentReceiptPage = lazy(() => import('./payment-receipt-page'));
/**
 * Opened by the link-another-account flow for recurring billing (spec §4): lazy, so the
 * gateway code stays out of the first load; render it inside a <Suspense>.
 */
export const PaymentMethodModal = lazy(() =>
  import('./payment-method-modal').then((m) => ({ default: m.PaymentMethodModal })),
);
export type { PaymentMethodModalProps } from './payment-method-modal';
export { interpretGatewayMessage, defaultPaymentType, type PaymentPurpose } from './gateway-messages';
export { methodLabel, shortMethodLabel } from './method-label';
export { billingText } from './billing-text';
export { DEPOSIT_PAYMENT_PATH, hasPendingDeposit } from './payment-purpose';
export { fetchPaymentHistory, paymentHistoryQuery } from './api/payment-history';
export { fetchPendingPayments, pendingPaymentsQuery } from './api/pending-payments';
export { useRecurringBilling } from './api/recurring-billing';
export { usePaymentMethods } from './api/payment-methods';
