// What other modules and jobs may use of deposits (one module reaches another only through its index).
export { refundEarnedDeposits, refundIfDue } from './refund.ts';
