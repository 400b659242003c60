import type { RateChangeInCycle } from '@myaccount/contract';
import { type Cycle, spansOf, type TariffRate } from '../rating/index.ts';

/**
 * The utility's rate changes that fall inside a cycle: the engine prices the days on each
 * side at their own rate (a per-unit line per span; the monthly customer charge shared by
 * days), so a bill with two delivery lines is expected, not a mistake.
 */
export function rateChangesInCycle(tariff: readonly TariffRate[], cycle: Cycle): RateChangeInCycle[] {
  const changes = (what: RateChangeInCycle['what'], priceOf: (v: TariffRate) => number) => {
    const spans = spansOf(tariff, cycle, priceOf);
    return spans.slice(1).map((span, i) => ({
      what,
      date: span.from,
      before: priceOf(spans[i]!.version),
      after: priceOf(span.version),
    }));
  };
  return [
    ...changes('delivery', (v) => v.perUnit),
    ...changes('customer_charge', (v) => v.customerCharge),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
