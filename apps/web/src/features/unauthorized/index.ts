import { lazy } from 'react';

/** Lazy: a forbidden path is rare, so the page never weighs on the first load. */
export const UnauthorizedPage = lazy(() => import('./unauthorized-page'));
