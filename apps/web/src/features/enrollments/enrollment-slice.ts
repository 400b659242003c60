import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec §3 state area "enrollment", now only what the customer chose: the enrollments themselves
 * are server data and live in the session cache (api/enrollments.ts). `chosenId` is the one picked
 * in the selector during this page's life; before that, the one remembered in the browser
 * (selection-memory.ts) applies, and either falls back when it is no longer listed (spec §4).
 */
export interface EnrollmentState {
  chosenId: number | null;
}

export const initialEnrollmentState: EnrollmentState = { chosenId: null };

const enrollmentSlice = createSlice({
  name: 'enrollment',
  initialState: initialEnrollmentState,
  reducers: {
    enrollmentChosen(state, action: PayloadAction<number>) {
      state.chosenId = action.payload;
    },
  },
});

export const { enrollmentChosen } = enrollmentSlice.actions;
export const enrollmentReducer = enrollmentSlice.reducer;

type WithEnrollment = { enrollment: EnrollmentState };
export const selectChosenEnrollmentId = (state: WithEnrollment) => state.enrollment.chosenId;
