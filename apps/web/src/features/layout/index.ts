import { lazy } from 'react';

export { BlankLayout } from './blank-layout';
export { initials } from './initials';

// The signed-in frame (menus, selector, bell, dropdowns with popper) is a chunk of its own, so
// the sign-in page does not download it (issue 18).
const loadMainLayout = () => import('./main-layout').then(({ MainLayout }) => ({ default: MainLayout }));
export const MainLayout = lazy(loadMainLayout);

/** Starts loading the signed-in frame, e.g. at start when a session exists, beside the brand. */
export function prefetchMainLayout(): void {
  void loadMainLayout();
}
