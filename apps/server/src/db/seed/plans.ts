import type { BillCredit } from '../../modules/rating/index.ts';
import type { CancellationFeeType } from '@myaccount/contract';
import type { CommodityKey, UtilityKey } from './catalog.ts';

export type BrandKey = 'brightline' | 'voltio';

export interface DemoPlan {
  /** `brand:product:utility`, how customers and the synthetic set refer to a plan. */
  key: string;
  brand: BrandKey;
  utility: UtilityKey;
  commodity: CommodityKey;
  name: string;
  /** 1 fixed, 2 variable, 3 renewable fixed. */
  idPlanType: number;
  /** $/kWh (electricity) or $/CCF (gas). */
  rate: number;
  monthlyFee: number;
  cancellationFee: number;
  cancellationFeeType: CancellationFeeType;
  recurringBillingRequired: boolean;
  terms: number;
  /** Dollars off a cycle's bill when its usage reaches a threshold (the EFL's bill credit). */
  billCredits?: BillCredit[];
}

interface Product {
  name: string;
  idPlanType: number;
  rate: number;
  monthlyFee: number;
  cancellationFee: number;
  /** Flat unless given: the fee once, whatever is left of the contract. */
  cancellationFeeType?: CancellationFeeType;
  terms: number;
  recurringBillingRequired?: boolean;
  billCredits?: BillCredit[];
}

/** Energy rates differ by TDU zone; these offsets keep plan prices realistic per utility. */
const zoneOffset: Partial<Record<UtilityKey, number>> = { cnp: 0, oncor: -0.004, aep: 0.006, tnmp: 0.008 };

const brightlineProducts: Product[] = [
  {
    name: 'Brightline Saver 12',
    idPlanType: 1,
    rate: 0.129,
    monthlyFee: 9.95,
    cancellationFee: 150,
    terms: 12,
  },
  {
    name: 'Brightline Green 24',
    idPlanType: 3,
    rate: 0.139,
    monthlyFee: 4.95,
    cancellationFee: 200,
    terms: 24,
    billCredits: [{ amount: 30, minUsage: 1000, maxUsage: null }],
  },
  {
    name: 'Brightline Flex Monthly',
    idPlanType: 2,
    rate: 0.159,
    monthlyFee: 0,
    cancellationFee: 0,
    terms: 1,
  },
];

const voltioProducts: Product[] = [
  { name: 'Voltio Fijo 12', idPlanType: 1, rate: 0.134, monthlyFee: 0, cancellationFee: 150, terms: 12 },
  {
    name: 'Voltio Verde 24',
    idPlanType: 3,
    rate: 0.142,
    monthlyFee: 0,
    // $10 for each month left: leaving early costs what is left of the contract.
    cancellationFee: 10,
    cancellationFeeType: 'per_remaining_month',
    terms: 24,
    // Voltio's cheapest green plan requires autopay; exercises recurring_billing_required.
    recurringBillingRequired: true,
  },
  {
    name: 'Voltio Libre Mensual',
    idPlanType: 2,
    rate: 0.165,
    monthlyFee: 4.95,
    cancellationFee: 0,
    terms: 1,
  },
];

function expand(brand: BrandKey, products: Product[], zones: UtilityKey[]): DemoPlan[] {
  return zones.flatMap((utility) =>
    products.map((p) => ({
      key: `${brand}:${p.name}:${utility}`,
      brand,
      utility,
      commodity: 'electricity' as const,
      name: p.name,
      idPlanType: p.idPlanType,
      rate: Math.round((p.rate + (zoneOffset[utility] ?? 0)) * 100000) / 100000,
      monthlyFee: p.monthlyFee,
      cancellationFee: p.cancellationFee,
      cancellationFeeType: p.cancellationFeeType ?? 'flat',
      recurringBillingRequired: p.recurringBillingRequired ?? false,
      terms: p.terms,
      ...(p.billCredits ? { billCredits: p.billCredits } : {}),
    })),
  );
}

export const demoPlans: DemoPlan[] = [
  ...expand('brightline', brightlineProducts, ['cnp', 'oncor', 'aep', 'tnmp']),
  {
    key: 'brightline:Brightline Gas Fixed 12:cnpGas',
    brand: 'brightline',
    utility: 'cnpGas',
    commodity: 'gas',
    name: 'Brightline Gas Fixed 12',
    idPlanType: 1,
    rate: 0.649,
    monthlyFee: 6.95,
    cancellationFee: 75,
    cancellationFeeType: 'flat',
    recurringBillingRequired: false,
    terms: 12,
  },
  ...expand('voltio', voltioProducts, ['aep', 'oncor', 'cnp']),
];

export const planKey = (brand: BrandKey, name: string, utility: UtilityKey) => `${brand}:${name}:${utility}`;
