export type { AddressGroup, Enrollment } from '@myaccount/contract';
export {
  enrollmentReducer,
  enrollmentChosen,
  initialEnrollmentState,
  type EnrollmentState,
} from './enrollment-slice';
export { enrollmentsQuery } from './api/enrollments';
export {
  pickSelection,
  hasEmptyEnrollments,
  roleForEnrollment,
  allEnrollments,
} from './enrollment-selection';
export {
  useSelectedEnrollment,
  useEnrollmentGroups,
  useRole,
  useSelectEnrollment,
  useReloadEnrollments,
  type SelectedEnrollment,
} from './use-selected-enrollment';
export { EnrollmentSelector } from './enrollment-selector';
export {
  accountLabel,
  addressHeader,
  commodityOf,
  isSelectorHidden,
  type CommodityKind,
} from './enrollment-labels';
