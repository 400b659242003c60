// What other features (and the benches) may use of budget alerts: one pass of the job.
export { runBudgetAlerts } from './job.ts';
