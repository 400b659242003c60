import { lazy } from 'react';

/**
 * The top bar's search (spec §2, issue 10 §6). Lazy: its code is fetched after the first
 * paint, and the statements and payments it looks through only once the customer types, so
 * the first load does not grow. Render it inside a <Suspense>.
 */
export const SearchBox = lazy(() => import('./search-box'));
