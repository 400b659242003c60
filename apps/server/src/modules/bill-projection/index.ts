// What other features may use of bill-projection: the open cycle's projection.
export { projectBill } from './service.ts';
