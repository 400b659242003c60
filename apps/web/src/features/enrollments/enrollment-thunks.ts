import type { AddressGroup, Enrollment } from '@myaccount/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiClient } from '../../lib/api-client';
import { roleChanged } from '../auth';
import { roleForEnrollment } from './enrollment-selection';
import {
  enrollmentSelected,
  enrollmentSelecting,
  enrollmentsFailed,
  enrollmentsLoaded,
  enrollmentsRequested,
  type EnrollmentState,
} from './enrollment-slice';

// State typed as unknown so any store holding an `enrollment` slice can run it.
type EnrollmentThunk = ThunkAction<Promise<void>, unknown, unknown, UnknownAction>;
const enrollmentOf = (state: unknown) => (state as { enrollment: EnrollmentState }).enrollment;

/** GET /v2/customers/{id}/enrollments, then select per spec §4 and set the role. */
export function loadEnrollments(customerId: number): EnrollmentThunk {
  return async (dispatch, getState) => {
    dispatch(enrollmentsRequested());
    try {
      const groups = await apiClient.get<AddressGroup[]>(`/v2/customers/${customerId}/enrollments`);
      dispatch(enrollmentsLoaded(groups));
    } catch {
      dispatch(enrollmentsFailed());
    }
    dispatch(roleChanged(roleForEnrollment(enrollmentOf(getState()).selected)));
  };
}

/** The customer picked an enrollment in the selector (spec §4). */
export function selectEnrollment(enrollment: Enrollment): EnrollmentThunk {
  return async (dispatch) => {
    dispatch(enrollmentSelecting());
    dispatch(enrollmentSelected(enrollment));
    dispatch(roleChanged(roleForEnrollment(enrollment)));
  };
}
