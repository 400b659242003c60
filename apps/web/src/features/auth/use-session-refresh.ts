import { useEffect } from 'react';
import { useAppDispatch } from '../../lib/redux';
import { loadConfigurationParameters } from '../util';
import { userChanged } from './auth-slice';
import { fetchSessionUser, isProfileFetched } from './session-user';

/**
 * For signed-in screens: after a reload the stored user is shown at once and then refreshed
 * from the server; configuration parameters load once a session exists (spec §7).
 */
export function useSessionRefresh(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadConfigurationParameters());
    if (isProfileFetched()) return;
    let active = true;
    fetchSessionUser()
      .then((user) => {
        if (active && user) dispatch(userChanged(user));
      })
      .catch(() => {
        // Keep the stored copy; a 401 is already handled by the API client (spec §8).
      });
    return () => {
      active = false;
    };
  }, [dispatch]);
}
