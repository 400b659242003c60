// What other modules may use of auth (one module reaches another only through its index).
export {
  findCustomerById,
  findCustomerByUserName,
  findSessionCustomer,
  listSessionFamilies,
  recordAttempt,
  releaseAttempt,
  revokeFamily,
  revokeSessionsOf,
} from './repository.ts';
export { issueLogin, issueSession, type SignInClient, signInClientOf } from './sessions.ts';
export { resolveJwtSecret, resolveTwoStepKey } from './jwt-secret.ts';
export {
  hashPassword,
  setPasswordCheckConcurrency,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.ts';
export { reserveAttempt, throttleSubject } from './throttle.ts';
export { AGENT_SESSION_TTL_MS, createTokenService, type TokenService } from './tokens.ts';
export { recordSignInChange } from './sign-in-change.ts';
export { liveSession } from './live-session.ts';
