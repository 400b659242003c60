import { daysBetween } from '@myaccount/contract';
import type { IsoDate } from './types.ts';

// One calendar-day rule for both halves: the contract's.
export { addDays } from '@myaccount/contract';

/** Days from `from` to `to` inclusive (a cycle from the 1st to the 30th has 30). */
export function daysInclusive(from: IsoDate, to: IsoDate): number {
  return daysBetween(from, to) + 1;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
