export type { AddressGroup, Enrollment } from '@myaccount/contract';
export {
  enrollmentReducer,
  initialEnrollmentState,
  enrollmentsLoaded,
  enrollmentSelected,
  selectEnrollmentState,
  selectSelectedEnrollment,
  selectEnrollmentGroups,
  type EnrollmentState,
} from './enrollment-slice';
export { loadEnrollments, loadEnrollmentsSelecting, selectEnrollment } from './enrollment-thunks';
export {
  pickSelection,
  hasEmptyEnrollments,
  roleForEnrollment,
  allEnrollments,
} from './enrollment-selection';
export { useSelectedEnrollment, type SelectedEnrollment } from './use-selected-enrollment';
export { useLoadEnrollments } from './use-load-enrollments';
export { EnrollmentSelector } from './enrollment-selector';
export {
  accountLabel,
  addressHeader,
  commodityOf,
  isSelectorHidden,
  type CommodityKind,
} from './enrollment-labels';
