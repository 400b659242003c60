// What other modules may use of payment help (one module reaches another only through its index).
export { findBillHelp } from './bill-help.ts';
export { nextBillOf } from './bill-help-rules.ts';
