// What other modules may use of autopay (one module reaches another only through its index).
export { cancelActive, cancelAutopayUsing, insertRecurringBilling } from './repository.ts';
