import { lazy } from 'react';

/** Lazy: uPlot and its CSS load only with this route. */
export const UsagePage = lazy(() => import('./usage-page'));
/** The Smart Meter Texas CSV button, also offered on the My data page. */
export { SmtDownload } from './smt-download';
