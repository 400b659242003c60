import type { AddressGroup, Enrollment } from '@myaccount/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiClient } from '../../lib/api-client';
import { roleChanged } from '../auth';
import { roleForEnrollment } from './enrollment-selection';
import { rememberedSelection, rememberSelection } from './selection-memory';
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
const customerOf = (state: unknown) =>
  (state as { auth?: { user?: { id_customer?: number } | null } }).auth?.user?.id_customer;

/** GET /v2/customers/{id}/enrollments, then select per spec §4 and set the role. */
export function loadEnrollments(customerId: number): EnrollmentThunk {
  return async (dispatch, getState) => {
    dispatch(enrollmentsRequested());
    try {
      const groups = await apiClient.get<AddressGroup[]>(`/v2/customers/${customerId}/enrollments`);
      dispatch(enrollmentsLoaded(groups, rememberedSelection(customerId)));
    } catch {
      dispatch(enrollmentsFailed());
    }
    const { selected } = enrollmentOf(getState());
    if (selected) rememberSelection(customerId, selected.id_enrollment);
    dispatch(roleChanged(roleForEnrollment(selected)));
  };
}

/** The customer picked an enrollment in the selector (spec §4). */
export function selectEnrollment(enrollment: Enrollment): EnrollmentThunk {
  return async (dispatch, getState) => {
    const customerId = customerOf(getState());
    if (customerId) rememberSelection(customerId, enrollment.id_enrollment);
    dispatch(enrollmentSelecting());
    dispatch(enrollmentSelected(enrollment));
    dispatch(roleChanged(roleForEnrollment(enrollment)));
  };
}

/** Loads the enrollments again with this one selected: a service just created (re-enrolment). */
export function loadEnrollmentsSelecting(customerId: number, enrollmentId: number): EnrollmentThunk {
  return async (dispatch, getState) => {
    await dispatch(loadEnrollments(customerId));
    // The list keeps the current selection (spec §4): the new service is chosen after it.
    const created = enrollmentOf(getState())
      .listByAddress.flatMap((g) => g.enrollments)
      .find((e) => e.id_enrollment === enrollmentId);
    if (created) await dispatch(selectEnrollment(created));
  };
}
