import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { reset } from '../lib/store-reset';
import { authReducer, restoreAuthState, type AuthState } from '../features/auth';
import { utilReducer, type UtilState } from '../features/util';

const appReducer = combineReducers({ auth: authReducer, util: utilReducer });
export type RootState = ReturnType<typeof appReducer>;

/** Spec §4 "Reset": every slice goes back to its initial state in one action. */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return appReducer(reset.match(action) ? undefined : state, action);
}

export interface PreloadedState {
  auth?: AuthState;
  util?: UtilState;
}

export function createAppStore(preloaded: PreloadedState = { auth: restoreAuthState() }) {
  return configureStore({ reducer: rootReducer, preloadedState: preloaded as RootState | undefined });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
