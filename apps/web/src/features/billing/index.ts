import { lazy } from 'react';

export const BillingPage = lazy(() => import('./billing-page'));
export { SummaryCard } from './summary-card';
export { fetchStatements, statementsQuery, useStatements } from './api/statements';
export { useStatementSummary } from './api/statement-summary';
export { fetchUsageHistory, useUsageHistory } from './api/usage-history';
export { chargeLabel, priceText, quantityText } from './charge-figures';
