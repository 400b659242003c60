import { lazy } from 'react';

export const BillVerifyPage = lazy(() => import('./bill-verify-page'));
export { billVerifyPath } from './paths';
