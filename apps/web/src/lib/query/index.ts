export { checkedBlob, checkedReply, ReplyMismatchError } from './checked-reply';
export { toDataState, type DataState } from './data-state';
export {
  customerKey,
  enrollmentKey,
  referenceKey,
  invalidateCustomer,
  invalidateEnrollment,
  invalidateWholeEnrollment,
} from './keys';
export type { CustomerResource, EnrollmentResource, ReferenceResource } from './keys';
export { SessionQueryProvider } from './session-query-provider';
export {
  useInvalidateCustomer,
  useInvalidateEnrollment,
  useInvalidateWholeEnrollment,
} from './use-invalidate';
