import { lazy } from 'react';

/**
 * Home's deposit tracker (issue 15): amount, status, how to pay it, the credit-letter
 * alternative and its review, and the refund progress. Its own chunk, fetched after Home paints.
 */
export const DepositCard = lazy(() => import('./deposit-card'));
