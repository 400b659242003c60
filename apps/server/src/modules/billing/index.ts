// What other features may use of billing (one feature reaches another only through its index).
export { findDayReads, type DayReads } from './interval-repository.ts';
export { validateWindow } from './usage-intervals.ts';
export { listStatements } from './service.ts';
export { addDays, addMonths, daysBetween, marketToday } from './calendar.ts';
export { chargeName, bandKey, parseBand } from './charge-names.ts';
export { openBalances } from './apply-payments.ts';
export { settleStatements } from './settle-statements.ts';
export { loadRatingInputs, type RatingInputs } from './rating-inputs.ts';
export { creditAccount, DEPOSIT_REFUND } from './account-credit.ts';
export { postPayments, type PostedPayment } from './post-payments.ts';
export { findSummaryFacts, lowerOverdue, moveDueDate } from './summary-changes.ts';
