import type { ConfigurationParameters } from '@myaccount/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiClient } from '../../lib/api-client';
import {
  configurationFailed,
  configurationLoaded,
  configurationRequested,
  type UtilState,
} from './util-slice';

// State typed as unknown so any store holding a `util` slice can run it (features stay below app).
type UtilThunk = ThunkAction<Promise<void>, unknown, unknown, UnknownAction>;
const utilOf = (state: unknown) => (state as { util: UtilState }).util;

/** Spec §7: configuration parameters load after sign-in, only when not loaded yet. */
export function loadConfigurationParameters(): UtilThunk {
  return async (dispatch, getState) => {
    const { configurationParameters, configurationStatus } = utilOf(getState());
    if (configurationParameters || configurationStatus === 'loading') return;
    dispatch(configurationRequested());
    try {
      dispatch(
        configurationLoaded(await apiClient.get<ConfigurationParameters>('/v2/configuration-parameters')),
      );
    } catch {
      dispatch(configurationFailed());
    }
  };
}
