/**
 * Rating engine: turns a billing cycle's meter reads into the statement's charge lines.
 * Pure functions, no database; every bill, seeded or verified, comes from here.
 *
 *   rateCycle({ usage, plan, tariff, taxes, cycle }) → ChargeLine[]
 *     usage  — { kind: 'total', quantity } (a read total in the utility's unit) or
 *              { kind: 'intervals', days: [{ date, wh: 96 quarter-hour Wh }] } (electricity)
 *     plan   — PlanPricing: energy rate $/unit (flat, tiered blocks or time-of-use windows),
 *              base charge $/cycle, bill credits with usage thresholds
 *     tariff — TariffRate[]: the utility's delivery tariff versions (customer charge $/cycle,
 *              $/unit), each with effectiveFrom; a change inside the cycle splits the lines
 *     taxes  — TaxRate[]: rates with effectiveFrom; the one in force on the read date applies
 *              to the sum of the lines above it
 *     cycle  — { start, end }, both days included
 *   Every line has a stable `code` (energy, gas_supply, base_charge, bill_credit,
 *   tdsp_customer_charge, tdsp_delivery, gas_customer_charge, gas_distribution,
 *   gross_receipts, city_sales_tax, puc_assessment, rrc_gas_fee) for translation, a quantity in
 *   `unit` (kWh | CCF | therm | cycle | usd), a full-precision unitPrice and
 *   amount = lineAmount(quantity, unitPrice): exact product rounded to the cent once, half away
 *   from zero. totalOf(lines) sums them without rounding again.
 *   cycleQuantity(usage) is the billed usage; inForceOn(versions, date) picks a dated rate.
 *   Bad input throws RatingError with a `code`.
 */
export { rateCycle, totalOf } from './rate-cycle.ts';
export { lineAmount, sumCents, roundQuantity } from './money.ts';
export { cycleQuantity, quantitiesBySpan } from './usage.ts';
export { inForceOn, spansOf, RatingError } from './in-force.ts';
export type {
  BillCredit,
  ChargeCode,
  ChargeLine,
  Commodity,
  Cycle,
  CycleUsage,
  EnergyBand,
  EnergyBlock,
  EnergyPrice,
  IntervalDay,
  IsoDate,
  LineUnit,
  PlanPricing,
  RateCycleInput,
  TariffRate,
  TaxCode,
  TaxRate,
  TouCode,
  TouPeriod,
  UsageUnit,
} from './types.ts';
export { pricingFromRows, rowsOfPricing, usageForCycle, type PriceComponentRow } from './pricing-rows.ts';
