import type { ChargeUnit } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format-money';

const locale = (language: string) => (language.startsWith('es') ? 'es-US' : 'en-US');

function number(value: number, language: string, maxDecimals: number): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: maxDecimals }).format(value);
}

/** A line's quantity in its unit: '1,094 kWh', '1 cycle', or a tax's taxable '$ 222.95'. */
export function quantityText(unit: ChargeUnit, quantity: number, language: string, t: TFunction): string {
  if (unit === 'usd') return formatMoney(quantity);
  if (unit === 'cycle') return t('Charges.Cycles', { count: quantity, value: number(quantity, language, 3) });
  return `${number(quantity, language, 3)}\u00a0${unit}`;
}

/**
 * A line's unit price as a customer reads it, at full precision: usage in cents per unit
 * ('13.5 ¢/kWh'), fixed charges in dollars per cycle, taxes as a percentage ('1.997 %').
 */
export function priceText(unit: ChargeUnit, price: number, language: string, t: TFunction): string {
  if (unit === 'usd') return `${number(price * 100, language, 4)}\u00a0%`;
  if (unit === 'cycle') return t('Charges.PerCycle', { amount: formatMoney(price) });
  return `${number(price * 100, language, 4)}\u00a0¢/${unit}`;
}

const codes = [
  'energy',
  'gas_supply',
  'base_charge',
  'bill_credit',
  'tdsp_customer_charge',
  'tdsp_delivery',
  'gas_customer_charge',
  'gas_distribution',
  'gross_receipts',
  'city_sales_tax',
  'puc_assessment',
  'rrc_gas_fee',
];

/** A charge line's name in the reader's language by its code; an unknown code keeps the server's name. */
export function chargeLabel(code: string, serverName: string, t: TFunction): string {
  return codes.includes(code) ? t(`Charges.Code.${code}`) : serverName;
}
