import type { AddressGroup, Enrollment } from '@myaccount/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasEmptyEnrollments, pickSelection } from './enrollment-selection';

/**
 * Spec §3 state area "enrollment" — the part the shell owns: the list by address, the
 * selection and its flags. `status` records whether the list was ever loaded, so screens can
 * tell "not loaded yet" from "this customer has no enrollments".
 */
export interface EnrollmentState {
  listByAddress: AddressGroup[];
  selected: Enrollment | null;
  isLoading: boolean;
  emptyEnrollments: boolean;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const initialEnrollmentState: EnrollmentState = {
  listByAddress: [],
  selected: null,
  isLoading: false,
  emptyEnrollments: false,
  status: 'idle',
};

const enrollmentSlice = createSlice({
  name: 'enrollment',
  initialState: initialEnrollmentState,
  reducers: {
    enrollmentsRequested(state) {
      state.isLoading = true;
      state.status = 'loading';
    },
    /** Spec §4: keep or pick the selection, flag an empty first address, then clear loading. */
    enrollmentsLoaded: {
      reducer(state, action: PayloadAction<AddressGroup[], string, { rememberedId: number | null }>) {
        state.listByAddress = action.payload;
        const previousId = state.selected?.id_enrollment ?? action.meta.rememberedId;
        state.selected = pickSelection(action.payload, previousId);
        state.emptyEnrollments = hasEmptyEnrollments(action.payload);
        state.isLoading = false;
        state.status = 'ready';
      },
      /** `rememberedId`: the enrollment chosen before a reload or in another tab. */
      prepare(groups: AddressGroup[], rememberedId: number | null = null) {
        return { payload: groups, meta: { rememberedId } };
      },
    },
    /** Spec §8: a failed read leaves an empty list; the status lets the screen offer a retry. */
    enrollmentsFailed(state) {
      state.listByAddress = [];
      state.selected = null;
      state.emptyEnrollments = true;
      state.isLoading = false;
      state.status = 'failed';
    },
    /** Spec §4: selecting first sets the loading flag… */
    enrollmentSelecting(state) {
      state.isLoading = true;
    },
    /** …then the selected enrollment, and clears emptyEnrollments. */
    enrollmentSelected(state, action: PayloadAction<Enrollment>) {
      state.selected = action.payload;
      state.emptyEnrollments = false;
      state.isLoading = false;
    },
  },
});

export const {
  enrollmentsRequested,
  enrollmentsLoaded,
  enrollmentsFailed,
  enrollmentSelecting,
  enrollmentSelected,
} = enrollmentSlice.actions;
export const enrollmentReducer = enrollmentSlice.reducer;

type WithEnrollment = { enrollment: EnrollmentState };
export const selectEnrollmentState = (state: WithEnrollment) => state.enrollment;
export const selectSelectedEnrollment = (state: WithEnrollment) => state.enrollment.selected;
export const selectEnrollmentGroups = (state: WithEnrollment) => state.enrollment.listByAddress;
