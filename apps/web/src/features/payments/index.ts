import { lazy } from 'react';

export const PaymentPage = lazy(() => import('./payment-page'));
/** Opened by the link-another-account flow for recurring billing (spec §4). */
export { PaymentMethodModal, type PaymentMethodModalProps } from './payment-method-modal';
export { interpretGatewayMessage, defaultPaymentType, type PaymentPurpose } from './gateway-messages';
