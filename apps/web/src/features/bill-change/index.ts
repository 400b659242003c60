import { lazy } from 'react';

export const BillChangePage = lazy(() => import('./bill-change-page'));
export { LastBillChange } from './last-bill-change';
export { billChangePath } from './paths';
