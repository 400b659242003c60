// What other modules may use of enrollments (one module reaches another only through its index).
export {
  checkOwnEnrollment,
  enrollmentNotFound,
  requireOwnEnrollment,
  type OwnedEnrollment,
} from './ownership.ts';
export { listEnrollmentsByAddress } from './service.ts';
export { findStatusCode, moveEnrollmentsOf } from './repository.ts';
export {
  findDeposit,
  findHeldDeposits,
  lockDeposit,
  markRefunded,
  reserveDeposit,
  restoreDeposit,
  waiveDeposit,
} from './deposit-repository.ts';
export { enrollmentOwnerChanged } from './owners-changed.ts';
export { insertEnrollment, setDeliveryMethod, setEnrollmentActive, setEnrollmentStatus } from './writes.ts';
