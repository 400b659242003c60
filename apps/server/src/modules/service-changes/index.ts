// What other features may use of service changes (one feature reaches another only through its index).
export { addDays, MARKET_TIME_ZONE, marketToday } from './dates.ts';
