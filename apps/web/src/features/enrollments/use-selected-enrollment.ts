import type { Enrollment } from '@myaccount/contract';
import { useSelector } from 'react-redux';
import { selectEnrollmentState } from './enrollment-slice';

export interface SelectedEnrollment {
  /** The enrollment chosen in the selector; null while loading or when there is none. */
  enrollment: Enrollment | null;
  /** True until the first list arrived, and while a load or a selection is under way. */
  isLoading: boolean;
  /** Spec §4: the customer's first address has no enrollments. */
  emptyEnrollments: boolean;
}

/**
 * The enrollment every page works on (Home, Billing, Usage, Payment, Profile…). The list is
 * loaded once by the signed-in layout; pages only read it here and re-fetch their own data
 * when `enrollment.id_enrollment` changes.
 */
export function useSelectedEnrollment(): SelectedEnrollment {
  const { selected, isLoading, emptyEnrollments, status } = useSelector(selectEnrollmentState);
  return {
    enrollment: selected,
    isLoading: isLoading || status === 'idle',
    emptyEnrollments,
  };
}
