import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomizerState } from './customizer-settings';
import { CUSTOMIZER_THEME_DEFAULTS } from './customizer-settings';
import { readCustomizerState } from './customizer-storage';

/**
 * Spec §3 state area "customizer" with the layout transitions of §4. The initial state is
 * lazy: it is re-read from storage whenever the store resets, so signing out keeps the look.
 */
const customizerSlice = createSlice({
  name: 'customizer',
  initialState: readCustomizerState,
  reducers: {
    /** One or more appearance settings changed (customizer panel). */
    customizerChanged(state, action: PayloadAction<Partial<Omit<CustomizerState, 'customizerOpen'>>>) {
      Object.assign(state, action.payload);
    },
    sidebarCollapsedToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    customizerOpened(state, action: PayloadAction<boolean>) {
      state.customizerOpen = action.payload;
    },
    /** The customizer's "reset" restores the theme defaults it offers (spec §2). */
    customizerDefaultsRestored(state) {
      Object.assign(state, CUSTOMIZER_THEME_DEFAULTS);
    },
  },
});

export const { customizerChanged, sidebarCollapsedToggled, customizerOpened, customizerDefaultsRestored } =
  customizerSlice.actions;
export const customizerReducer = customizerSlice.reducer;

type WithCustomizer = { customizer: CustomizerState };
export const selectCustomizer = (state: WithCustomizer) => state.customizer;
