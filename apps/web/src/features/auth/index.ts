import { lazy } from 'react';

export {
  authReducer,
  initialAuthState,
  restoreAuthState,
  selectUser,
  userChanged,
  type AuthState,
} from './auth-slice';
export { RequireAuth, GuestOnly } from './components/require-auth';
export { useCurrentUser } from './use-current-user';
export { profileQuery, useProfile } from './api/profile-query';
export { useLogout } from './use-logout';
export { useSessionRefresh } from './use-session-refresh';
export { followSessionOfOtherTabs } from './follow-other-tabs';

// Route screens are lazy so the sign-in code is not in the signed-in bundle and vice versa.
const loadLoginPage = () => import('./components/login-page');
export const LoginPage = lazy(loadLoginPage);

/** Starts loading the sign-in page's chunk (e.g. at start, beside the brand request). */
export function prefetchLoginPage(): void {
  void loadLoginPage();
}
export const AgentLoginPage = lazy(() => import('./components/agent-login-page'));
