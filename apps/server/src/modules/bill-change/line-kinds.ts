import type { ChargeCode } from '../rating/index.ts';

/**
 * What a charge line is, for explaining a change: the rating engine's line codes grouped by
 * who sets the price (the plan, the utility's tariff, the state) and how it scales (per unit
 * used, per billing cycle). A code the engine does not produce (a late fee, a deposit) is a fee.
 */
export type LineKind =
  'plan_usage' | 'plan_fixed' | 'delivery_usage' | 'delivery_fixed' | 'credit' | 'tax' | 'fee';

const kinds: Record<ChargeCode, LineKind> = {
  energy: 'plan_usage',
  gas_supply: 'plan_usage',
  base_charge: 'plan_fixed',
  bill_credit: 'credit',
  tdsp_customer_charge: 'delivery_fixed',
  gas_customer_charge: 'delivery_fixed',
  tdsp_delivery: 'delivery_usage',
  gas_distribution: 'delivery_usage',
  gross_receipts: 'tax',
  city_sales_tax: 'tax',
  puc_assessment: 'tax',
  rrc_gas_fee: 'tax',
};

export function kindOfLine(code: string): LineKind {
  return kinds[code as ChargeCode] ?? 'fee';
}
