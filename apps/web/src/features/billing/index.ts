import { lazy } from 'react';

export const BillingPage = lazy(() => import('./billing-page'));
export { SummaryCard } from './summary-card';
export { getStatements, getStatementSummary, getUsageHistory } from './api/billing-api';
export { chargeLabel, priceText, quantityText } from './charge-figures';
