import type { CustomerProfile } from '@myaccount/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getStoredUser, getTokens } from '../../lib/session-store';

/**
 * Spec §3 state area "auth": who is signed in (null at first), as the sign-in answered and the
 * browser stored it. The profile's fields as the server holds them now are server data and read
 * through the session cache (api/profile.ts); the role follows the selected enrollment
 * (enrollments' useRole).
 */
export interface AuthState {
  user: CustomerProfile | null;
}

export const initialAuthState: AuthState = { user: null };

/** Reload keeps you signed in: start from the stored user when tokens are stored too. */
export function restoreAuthState(): AuthState {
  return { ...initialAuthState, user: getTokens() ? getStoredUser() : null };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userChanged(state, action: PayloadAction<CustomerProfile | null>) {
      state.user = action.payload;
    },
  },
});

export const { userChanged } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectUser = (state: WithAuth) => state.auth.user;
