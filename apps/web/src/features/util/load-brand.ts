import { pickBrand, type Brand } from '@myaccount/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiClient } from '../../lib/api-client';
import { brandFailed, brandLoaded, brandRequested, type UtilState } from './util-slice';

// State typed as unknown so any store holding a `util` slice can run it (features stay below app).
type UtilThunk = ThunkAction<Promise<void>, unknown, unknown, UnknownAction>;
const utilOf = (state: unknown) => (state as { util: UtilState }).util;

/** Spec §7: brand information is loaded only when it is not loaded (or loading) yet. */
export function loadBrand(host: string = window.location.host): UtilThunk {
  return async (dispatch, getState) => {
    const { brandInformation, brandStatus } = utilOf(getState());
    if (brandInformation || brandStatus === 'loading') return;
    dispatch(brandRequested());
    try {
      // Public call: the sign-in page needs the brand before anyone is signed in.
      const brands = await apiClient.get<Brand[]>('/v2/brands/', { anonymous: true });
      dispatch(brandLoaded(pickBrand(brands, host) ?? null));
    } catch {
      // Spec §8: read calls degrade to "nothing"; the app still works unbranded.
      dispatch(brandFailed());
    }
  };
}
