/**
 * What a charge line is, for explaining a change: the rating engine's line codes grouped by
 * who sets the price (the plan, the utility's tariff, the state) and how it scales (per
 * unit used, per month of service, once). A code not listed is a fee.
 */
export type LineKind =
  'plan_usage' | 'plan_fixed' | 'delivery_usage' | 'delivery_fixed' | 'credit' | 'tax' | 'fee';

const kinds: Record<string, LineKind> = {
  energy: 'plan_usage',
  energy_tier: 'plan_usage',
  energy_peak: 'plan_usage',
  energy_off_peak: 'plan_usage',
  gas_supply: 'plan_usage',
  base_charge: 'plan_fixed',
  tdsp_customer_charge: 'delivery_fixed',
  tdsp_delivery: 'delivery_usage',
  ldc_customer_charge: 'delivery_fixed',
  ldc_delivery: 'delivery_usage',
  bill_credit: 'credit',
  gross_receipts: 'tax',
  city_sales_tax: 'tax',
  puc_assessment: 'tax',
  rrc_gas_fee: 'tax',
};

export function kindOfLine(code: string): LineKind {
  if (kinds[code]) return kinds[code];
  if (code.startsWith('energy')) return 'plan_usage';
  if (code.endsWith('_tax') || code.endsWith('_assessment')) return 'tax';
  return 'fee';
}
