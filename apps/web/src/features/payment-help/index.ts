import { lazy } from 'react';

/** Its own chunk: only customers who look for help download it. */
export const PaymentHelpPage = lazy(() => import('./payment-help-page'));

/** Where Home and Billing send a customer who needs more time or help paying. */
export const PAYMENT_HELP_PATH = '/payment-help';
