// Calendar days, months and the market's today are the contract's, shared with the web app.
export { addDays, addMonths, MARKET_TIME_ZONE, marketToday } from '@myaccount/contract';
