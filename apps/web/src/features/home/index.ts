import { lazy } from 'react';

const loadHomePage = () => import('./home-page');

export const HomePage = lazy(loadHomePage);

/** Fetches the home chunk early (e.g. while the visitor types a password) so no spinner follows sign-in. */
export function prefetchHomePage(): void {
  void loadHomePage();
}

/** Which service actions an enrollment allows: Home's buttons and the menu's Service group agree. */
export { allowedActions, type HomeAction, serviceChangeBlock } from './home-rules';
