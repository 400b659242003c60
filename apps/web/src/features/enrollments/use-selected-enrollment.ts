import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/redux';
import { invalidateCustomer } from '../../lib/query';
import { useCurrentUser } from '../auth';
import { enrollmentsQuery, useEnrollments } from './api/enrollments';
import {
  allEnrollments,
  roleForEnrollment,
  type ListRead,
  type SelectedEnrollment,
  selectionOf,
} from './enrollment-selection';
import { enrollmentChosen, selectChosenEnrollmentId } from './enrollment-slice';
import { rememberedSelection, rememberSelection } from './selection-memory';

export type { SelectedEnrollment };

const useCustomerId = () => useCurrentUser()?.id_customer ?? null;

/**
 * The enrollment every page works on (Home, Billing, Usage, Payment, Profile…), picked from the
 * customer's list in the session cache (one request, shared by every screen and the selector).
 */
export function useSelectedEnrollment(): SelectedEnrollment {
  const customerId = useCustomerId();
  const list = useEnrollments(customerId);
  const chosenId = useSelector(selectChosenEnrollmentId);
  const { status, data } = list;
  return useMemo(() => {
    const read: ListRead = status === 'success' ? { status, data } : { status };
    const remembered = customerId === null ? null : rememberedSelection(customerId);
    return selectionOf(read, chosenId, remembered);
  }, [status, data, chosenId, customerId]);
}

/** Every enrollment by address, as the selector lists them (empty until read). */
export function useEnrollmentGroups() {
  return useEnrollments(useCustomerId()).data ?? [];
}

/** Spec §4 "Role": paymentUser when the selected enrollment shows payments. */
export function useRole() {
  return roleForEnrollment(useSelectedEnrollment().enrollment);
}

/** The customer picks an enrollment (spec §4); a reload or a new tab starts on it. */
export function useSelectEnrollment() {
  const dispatch = useAppDispatch();
  const customerId = useCustomerId();
  return useCallback(
    (enrollmentId: number) => {
      if (customerId !== null) rememberSelection(customerId, enrollmentId);
      dispatch(enrollmentChosen(enrollmentId));
    },
    [dispatch, customerId],
  );
}

/**
 * After a change to the customer's services (a drop, a transfer, a re-enrolment, linked
 * accounts…): reads the list again and, when `selectId` is given and listed, selects it.
 */
export function useReloadEnrollments() {
  const client = useQueryClient();
  const customerId = useCustomerId();
  const select = useSelectEnrollment();
  return useCallback(
    async (selectId?: number) => {
      if (customerId === null) return;
      await invalidateCustomer(client, customerId, ['enrollments']);
      if (selectId === undefined) return;
      const groups = client.getQueryData(enrollmentsQuery(customerId).queryKey) ?? [];
      if (allEnrollments(groups).some((e) => e.id_enrollment === selectId)) select(selectId);
    },
    [client, customerId, select],
  );
}
