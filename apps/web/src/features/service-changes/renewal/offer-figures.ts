import { formatNumber, type PricedPlan } from '@myaccount/contract';

/** An average price as the server rounded it (0.1 ¢): "14.1 ¢/kWh". */
export function centsText(plan: PricedPlan, language: string): string {
  return plan.cents_per_unit === null
    ? '-'
    : `${formatNumber(plan.cents_per_unit, 1, language)}\u00a0¢/${plan.uom}`;
}

/** A usage figure in the plan's unit: "11,482 kWh". */
export function usageText(plan: PricedPlan, language: string): string {
  return `${formatNumber(plan.usage_total, 0, language)}\u00a0${plan.uom}`;
}

/**
 * What the offer saves (positive) or costs more (negative) over a year against staying on
 * month-to-month, in cents so the difference of two rounded figures never drifts; null when
 * either has no estimate.
 */
export function yearlyDifference(offer: PricedPlan, stay: PricedPlan | null): number | null {
  if (!stay || offer.annual_cost === null || stay.annual_cost === null) return null;
  return (Math.round(stay.annual_cost * 100) - Math.round(offer.annual_cost * 100)) / 100;
}
