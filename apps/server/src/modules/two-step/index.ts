// What other modules may use of two-step (one module reaches another only through its index).
export { stepAfterPassword } from './sign-in.ts';
