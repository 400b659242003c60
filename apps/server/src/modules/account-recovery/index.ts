// What other modules may use of account-recovery (one module reaches another only through its index).
export { assertPasswordAcceptable } from './password-policy.ts';
export { replacePassword } from './passwords.ts';
export { findBrand } from './repository.ts';
