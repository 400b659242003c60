// What other features may use of bill-change: the customer's weather sensitivity fit.
export { type PeriodUsage, weatherSensitivity } from './sensitivity.ts';
export type { WeatherSensitivity } from './attribute.ts';
