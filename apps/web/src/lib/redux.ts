import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * A dispatch that accepts thunks, without importing the app's store type: features stay
 * below `app` (shared → features → app) and each types only the state slice it reads.
 */
export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
