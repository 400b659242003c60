import { lazy } from 'react';

/** Route screen, lazy: an unknown path is rare, so it never weighs on the first load. */
export const NotFoundPage = lazy(() => import('./not-found-page'));
