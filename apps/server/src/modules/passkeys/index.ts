// What other modules may use of passkeys (one module reaches another only through its index).
export { relyingPartyOf } from './relying-party.ts';
export { assertCustomerInPerson } from './agent-guard.ts';
