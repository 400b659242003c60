import type { RatedMonth } from '@myaccount/contract';
import {
  type Cycle,
  type CycleUsage,
  cycleQuantity,
  inForceOn,
  type PlanPricing,
  rateCycle,
  roundQuantity,
  sumCents,
  type TariffRate,
  type TaxRate,
  totalOf,
} from '../rating/index.ts';

/** A cycle the customer was billed for, with the meter reads it is rated from. */
export interface BilledCycle {
  cycle: Cycle;
  usage: CycleUsage;
}

/** Before any real version: the rate in force today, applied to every cycle of the year. */
const ALWAYS = '0001-01-01';

/**
 * The delivery tariff and taxes in force today, as if they had applied all year: an offer is
 * a price for the year ahead, so the estimate uses today's delivery charges and tax rates,
 * not the ones the old bills carried.
 */
export function ratesInForce(tariff: TariffRate[], taxes: TaxRate[], today: string) {
  const current = inForceOn(tariff, today);
  const codes = [...new Set(taxes.map((t) => t.code))];
  return {
    tariff: current ? [{ ...current, effectiveFrom: ALWAYS }] : [],
    taxes: codes.flatMap((code) => {
      const v = inForceOn(
        taxes.filter((t) => t.code === code),
        today,
      );
      return v ? [{ ...v, effectiveFrom: ALWAYS }] : [];
    }),
  };
}

export interface UsageEstimate {
  months: RatedMonth[];
  usageTotal: number;
  /** Sum of the months' costs (each already rounded to the cent): never rounded again. */
  annualCost: number | null;
  /** annualCost ÷ usage in cents per unit, rounded once to 0.1 ¢. */
  centsPerUnit: number | null;
}

/**
 * A plan priced on the customer's own billed cycles by the rating engine, one cycle at a time
 * (bill credits and tiers apply per cycle, as they would on the bills). With fewer than
 * `needed` cycles there is no annual figure to give: the months are still listed.
 */
export function priceOnUsage(
  plan: PlanPricing,
  cycles: readonly BilledCycle[],
  rates: { tariff: TariffRate[]; taxes: TaxRate[] },
  needed: number,
): UsageEstimate {
  const months = cycles.map(({ cycle, usage }) => ({
    period_start: cycle.start,
    period_end: cycle.end,
    usage: cycleQuantity(usage),
    cost: totalOf(rateCycle({ usage, plan, cycle, ...rates })),
  }));
  const usageTotal = roundQuantity(months.reduce((a, m) => a + m.usage, 0));
  if (months.length < needed || usageTotal <= 0) {
    return { months, usageTotal, annualCost: null, centsPerUnit: null };
  }
  const annualCost = sumCents(months.map((m) => m.cost));
  // In whole cents ÷ units, so no float drift of the dollar amount moves the tenth of a cent.
  const centsPerUnit = Math.round((Math.round(annualCost * 100) * 10) / usageTotal) / 10;
  return { months, usageTotal, annualCost, centsPerUnit };
}
