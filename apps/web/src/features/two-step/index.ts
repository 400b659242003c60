export { TwoStepCard } from './two-step-card';
