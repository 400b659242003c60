import { useEffect } from 'react';
import { useAppDispatch } from '../../lib/redux';
import { loadConfigurationParameters } from '../util';
import { useProfile } from './api/profile-query';

/**
 * For signed-in screens: configuration parameters load once a session exists, and the profile
 * stored at sign-in is read again from the server once per page load (spec §7).
 */
export function useSessionRefresh(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadConfigurationParameters());
  }, [dispatch]);
  useProfile();
}
