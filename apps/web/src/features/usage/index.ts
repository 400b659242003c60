import { lazy } from 'react';

/** Lazy: uPlot and its CSS load only with this route. */
export const UsagePage = lazy(() => import('./usage-page'));
