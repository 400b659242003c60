import { createAction } from '@reduxjs/toolkit';

/** Spec §4 "Reset": clears the whole client state (used on logout). The root reducer handles it. */
export const reset = createAction('app/reset');
