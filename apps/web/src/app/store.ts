import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { reset } from '../lib/store-reset';
import { authReducer, restoreAuthState, type AuthState } from '../features/auth';
import { customizerReducer, writeCustomizerState, type CustomizerState } from '../features/customizer';
import { enrollmentReducer, type EnrollmentState } from '../features/enrollments';
import { notificationReducer, type NotificationState } from '../features/notifications';
import { utilReducer, type UtilState } from '../features/util';

const appReducer = combineReducers({
  customizer: customizerReducer,
  auth: authReducer,
  enrollment: enrollmentReducer,
  notification: notificationReducer,
  util: utilReducer,
});
export type RootState = ReturnType<typeof appReducer>;

/** Spec §4 "Reset": every slice goes back to its initial state in one action. */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return appReducer(reset.match(action) ? undefined : state, action);
}

export interface PreloadedState {
  customizer?: CustomizerState;
  auth?: AuthState;
  enrollment?: EnrollmentState;
  notification?: NotificationState;
  util?: UtilState;
}

export function createAppStore(preloaded: PreloadedState = { auth: restoreAuthState() }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
  });
  // Appearance settings survive reloads (spec §2 customizer): save them whenever they change.
  let savedCustomizer = store.getState().customizer;
  store.subscribe(() => {
    const { customizer } = store.getState();
    if (customizer === savedCustomizer) return;
    savedCustomizer = customizer;
    writeCustomizerState(customizer);
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
