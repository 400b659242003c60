// What other features may use of renewals (one feature reaches another only through its index).
export { renewalsOf } from './repository.ts';
export { toAcceptedRenewal } from './offers.ts';
