// What other features may use of bill-change: the customer's weather sensitivity fit, and the
// explanation of a statement's change (the statement PDF prints it short).
export { type PeriodUsage, weatherSensitivity } from './sensitivity.ts';
export type { WeatherSensitivity } from './attribute.ts';
export { explainStatement } from './service.ts';
export { shortExplanation, type ShortExplanation } from './short-explanation.ts';
