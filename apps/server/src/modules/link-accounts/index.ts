// What other modules may use of link-accounts (one module reaches another only through its index).
export { findLinkedUserNames } from './repository.ts';
