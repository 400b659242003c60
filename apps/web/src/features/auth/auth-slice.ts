import type { CustomerProfile, Role } from '@myaccount/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getStoredUser, getTokens } from '../../lib/session-store';

/** Spec §3 state area "auth": user (null at first) and role (normalUser by default). */
export interface AuthState {
  user: CustomerProfile | null;
  role: Role;
}

export const initialAuthState: AuthState = { user: null, role: 'normalUser' };

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
    roleChanged(state, action: PayloadAction<Role>) {
      state.role = action.payload;
    },
  },
});

export const { userChanged, roleChanged } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectRole = (state: WithAuth) => state.auth.role;
