// What other features may use of renewals (one feature reaches another only through its index).
export { renewalsOf } from './repository.ts';
export { toAcceptedRenewal } from './offers.ts';
// Re-enrolment (issue 15) offers the same plans, priced and accepted the same way.
export { findRenewalSubject as findPlanSubject, hasAutopay, type RenewalSubject } from './repository.ts';
export { acceptedOffer, pricedOffers } from './offers.ts';
