export { TwoStepCard } from './two-step-card';
export { EnrolmentAtSignIn, type EnrolmentAtSignInProps } from './enrolment-at-sign-in';
