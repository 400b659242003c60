/** Calendar day `YYYY-MM-DD` (UTC; no time zone can shift it). */
export type IsoDate = string;

export type Commodity = 'electricity' | 'gas';

/** What a utility meters in (its `uom`): electricity in kWh, gas in CCF or therms. */
export type UsageUnit = 'kWh' | 'CCF' | 'therm';

/**
 * What a charge line's quantity counts: usage units, billing cycles (fixed monthly charges,
 * a fraction when a tariff changed inside the cycle) or dollars (a tax's taxable amount).
 */
export type LineUnit = UsageUnit | 'cycle' | 'usd';

/** A time-of-use window of a plan, in local standard-time hours [fromHour, toHour). */
export interface TouPeriod {
  code: TouCode;
  fromHour: number;
  toHour: number;
  /** Only Monday–Friday; weekends are priced at the plan's other rate. */
  weekdaysOnly: boolean;
  rate: number;
}
export type TouCode = 'peak' | 'night';

/** A block of a tiered energy rate: usage from the previous block's end up to `upTo`. */
export interface EnergyBlock {
  /** Upper end of the block in usage units; null = everything above. */
  upTo: number | null;
  rate: number;
}

/** The energy price of a plan, in dollars per usage unit at full precision. */
export type EnergyPrice =
  | { kind: 'flat'; rate: number }
  | { kind: 'tiered'; blocks: EnergyBlock[] }
  | { kind: 'tou'; periods: TouPeriod[]; otherRate: number };

/** A bill credit: `amount` dollars off when the cycle's usage is within [minUsage, maxUsage]. */
export interface BillCredit {
  amount: number;
  minUsage: number;
  maxUsage: number | null;
}

/** A retail plan's price components (its Electricity Facts Label as data). */
export interface PlanPricing {
  commodity: Commodity;
  unit: UsageUnit;
  energy: EnergyPrice;
  /** Dollars per billing cycle. */
  baseCharge: number;
  billCredits: BillCredit[];
}

/** One version of the utility's delivery tariff, in force from `effectiveFrom` on. */
export interface TariffRate {
  effectiveFrom: IsoDate;
  /** Dollars per billing cycle. */
  customerCharge: number;
  /** Dollars per usage unit. */
  perUnit: number;
}

export type TaxCode = 'gross_receipts' | 'city_sales_tax' | 'puc_assessment' | 'rrc_gas_fee';

/** A tax or fee as a rate on the bill's charges, in force from `effectiveFrom` on. */
export interface TaxRate {
  code: TaxCode;
  rate: number;
  effectiveFrom: IsoDate;
}

/** One meter-day of 15-minute reads in watt-hours (slot 0 = 00:00–00:15 standard time). */
export interface IntervalDay {
  date: IsoDate;
  wh: readonly number[];
}

/** What the meter says for the cycle: its read total, or the day-by-day interval reads. */
export type CycleUsage = { kind: 'total'; quantity: number } | { kind: 'intervals'; days: IntervalDay[] };

/** A billing cycle between two meter reads, both days included. */
export interface Cycle {
  start: IsoDate;
  end: IsoDate;
}

export type ChargeCode =
  | 'energy'
  | 'gas_supply'
  | 'base_charge'
  | 'bill_credit'
  | 'tdsp_customer_charge'
  | 'tdsp_delivery'
  | 'gas_customer_charge'
  | 'gas_distribution'
  | TaxCode;

/** One line of a bill. amount = quantity × unitPrice, rounded to the cent once (see money.ts). */
export interface ChargeLine {
  code: ChargeCode;
  quantity: number;
  unit: LineUnit;
  unitPrice: number;
  amount: number;
  /** The days this line covers when a rate changed inside the cycle (otherwise the cycle). */
  from: IsoDate;
  to: IsoDate;
  /** Which block (tiered) or time-of-use window an energy line prices. */
  band: EnergyBand | null;
}

export type EnergyBand =
  { kind: 'block'; from: number; upTo: number | null } | { kind: 'tou'; code: TouCode | 'other' };

export interface RateCycleInput {
  usage: CycleUsage;
  plan: PlanPricing;
  tariff: TariffRate[];
  taxes: TaxRate[];
  cycle: Cycle;
}
