import { lazy } from 'react';

/**
 * Bill-to-date, projected bill and the monthly budget of the selected enrollment (issue 12
 * §4–§6), shown on Home and Usage. A chunk of its own, fetched after the page paints.
 */
export const BillProjectionCard = lazy(() => import('./projection-card'));
export { ProjectionCardSkeleton } from './projection-skeleton';
