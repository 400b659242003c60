export { checkedReply, ReplyMismatchError } from './checked-reply';
export { toDataState, type DataState } from './data-state';
export { customerKey, enrollmentKey, invalidateCustomer, invalidateEnrollment } from './keys';
export type { CustomerResource, EnrollmentResource } from './keys';
export { SessionQueryProvider } from './session-query-provider';
export { useInvalidateCustomer, useInvalidateEnrollment } from './use-invalidate';
