import { lazy } from 'react';

export const BillingPage = lazy(() => import('./billing-page'));
export { SummaryCard } from './summary-card';
export { useEnrollmentData, type DataState } from './use-enrollment-data';
export { getStatements, getStatementSummary, getUsageHistory } from './api/billing-api';
export { saveBlob } from './save-blob';
export { chargeLabel, priceText, quantityText } from './charge-figures';
