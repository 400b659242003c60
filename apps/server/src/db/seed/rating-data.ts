import type { PlanPricing, TariffRate, TaxRate, UsageUnit } from '../../modules/rating/index.ts';
import type { DemoUtility } from './catalog.ts';
import { type IsoDate, parse, ymd } from './dates.ts';
import type { DemoPlan } from './plans.ts';

/** A demo plan's price components: its energy rate, base charge and bill credits. */
export function demoPricing(plan: DemoPlan, utility: DemoUtility): PlanPricing {
  return {
    commodity: plan.commodity,
    unit: (utility.row.uom ?? 'kWh') as UsageUnit,
    energy: { kind: 'flat', rate: plan.rate },
    baseCharge: plan.monthlyFee,
    billCredits: plan.billCredits ?? [],
  };
}

/** Texas TDUs update their delivery rates on March 1 and September 1 (DCRF/TCRF filings). */
const TARIFF_UPDATES_BACK = 6;
const STEP = 0.012;

/**
 * A utility's delivery tariff history: today's catalog rate, and each update before it
 * 1.2 % lower (rounded to the 1/100,000 dollar, as tariffs are published), back three years;
 * the oldest version has been in force since 2015. The customer charge does not change.
 */
export function demoTariff(utility: DemoUtility, today: IsoDate): TariffRate[] {
  const year = parse(today).getUTCFullYear();
  const updates = [year - 3, year - 2, year - 1, year]
    .flatMap((y) => [ymd(y, 2, 1), ymd(y, 8, 1)])
    .filter((d) => d <= today)
    .slice(-TARIFF_UPDATES_BACK);
  const dates = ['2015-01-01', ...updates];
  return dates.map((effectiveFrom, i) => ({
    effectiveFrom,
    customerCharge: utility.deliveryFixed,
    perUnit: Math.round(utility.deliveryPerUnit * (1 - STEP * (dates.length - 1 - i)) * 100000) / 100000,
  }));
}

/** Taxes and assessments on a Texas residential bill (approximate rates). */
export const demoTaxes: Record<'electricity' | 'gas', TaxRate[]> = {
  electricity: [
    { code: 'gross_receipts', rate: 0.01997, effectiveFrom: '2015-01-01' },
    { code: 'city_sales_tax', rate: 0.01, effectiveFrom: '2015-01-01' },
    { code: 'puc_assessment', rate: 0.001667, effectiveFrom: '2015-01-01' },
  ],
  gas: [
    { code: 'gross_receipts', rate: 0.01997, effectiveFrom: '2015-01-01' },
    { code: 'city_sales_tax', rate: 0.01, effectiveFrom: '2015-01-01' },
    { code: 'rrc_gas_fee', rate: 0.005, effectiveFrom: '2015-01-01' },
  ],
};
