import { useSelector } from 'react-redux';
import { selectUser } from './auth-slice';

/**
 * Who is signed in (their customer id, and the agent acting for them): the session, as the
 * sign-in answered. What the screens show of the profile reads through `useProfile`, which
 * follows the server and a saved change.
 */
export function useCurrentUser() {
  return useSelector(selectUser);
}
