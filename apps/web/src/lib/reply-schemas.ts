/**
 * The contract's schemas the app checks auth replies with, imported on demand (`await
 * import('./reply-schemas')`): zod then loads when a reply is first checked, after the sign-in
 * page has painted, instead of with it (issue 18).
 */
export { customerLoginResponse, loginResponse, refreshResponse } from '@myaccount/contract';
