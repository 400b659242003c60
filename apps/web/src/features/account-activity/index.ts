import { lazy } from 'react';

/** Route /account-activity (issue 14): the account's sign-ins and changes, from the user menu. */
export const AccountActivityPage = lazy(() => import('./account-activity-page'));
