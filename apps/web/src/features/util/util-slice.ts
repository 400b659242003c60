import type { Brand, ConfigurationParameters } from '@myaccount/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Spec §3 state area "util", plus load statuses so each resource is fetched only once. */
export interface UtilState {
  configurationParameters: ConfigurationParameters | null;
  brandName: string | null;
  brandInformation: Brand | null;
  brandStatus: LoadStatus;
  configurationStatus: LoadStatus;
}

export const initialUtilState: UtilState = {
  configurationParameters: null,
  brandName: null,
  brandInformation: null,
  brandStatus: 'idle',
  configurationStatus: 'idle',
};

const utilSlice = createSlice({
  name: 'util',
  initialState: initialUtilState,
  reducers: {
    brandRequested(state) {
      state.brandStatus = 'loading';
    },
    brandLoaded(state, action: PayloadAction<Brand | null>) {
      state.brandInformation = action.payload;
      // Spec §3: the brand name is taken from system_name.
      state.brandName = action.payload?.system_name ?? null;
      state.brandStatus = action.payload ? 'ready' : 'failed';
    },
    brandFailed(state) {
      state.brandStatus = 'failed';
    },
    configurationRequested(state) {
      state.configurationStatus = 'loading';
    },
    configurationLoaded(state, action: PayloadAction<ConfigurationParameters>) {
      state.configurationParameters = action.payload;
      state.configurationStatus = 'ready';
    },
    configurationFailed(state) {
      state.configurationStatus = 'failed';
    },
  },
});

export const {
  brandRequested,
  brandLoaded,
  brandFailed,
  configurationRequested,
  configurationLoaded,
  configurationFailed,
} = utilSlice.actions;
export const utilReducer = utilSlice.reducer;

type WithUtil = { util: UtilState };
export const selectBrand = (state: WithUtil) => state.util.brandInformation;
export const selectBrandStatus = (state: WithUtil) => state.util.brandStatus;
export const selectConfigurationParameters = (state: WithUtil) => state.util.configurationParameters;
