// Calendar days and the market's today are the contract's, shared with the web app.
export { addDays, MARKET_TIME_ZONE, marketToday } from '@myaccount/contract';

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
