// What other modules may use of auth (one module reaches another only through its index).
export { listSessionFamilies, revokeFamily } from './repository.ts';
export { signInClientOf, type SignInClient } from './sessions.ts';
export { resolveTwoStepKey } from './jwt-secret.ts';
