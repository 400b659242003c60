import { lazy } from 'react';

/** Route /my-data: Green Button Download My Data and the other exports. */
export const MyDataPage = lazy(() => import('./my-data-page'));
