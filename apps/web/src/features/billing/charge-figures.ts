import {
  chargeNames,
  type ChargeUnit,
  formatNumber,
  formatQuantity,
  formatRate,
  QUANTITY_DECIMALS,
  RATE_CENTS_DECIMALS,
} from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format-money';
import { serverName } from '../i18n';

/** Whole cycles as a count ("1"), a prorated share with the quantity decimals ("0.467"), as the statement prints them. */
const cyclesText = (cycles: number, language: string) =>
  formatNumber(cycles, cycles % 1 ? QUANTITY_DECIMALS : 0, language);

/** A line's quantity in its unit: '1,094.000 kWh', '1 cycle', or a tax's taxable '$ 222.95'. */
export function quantityText(unit: ChargeUnit, quantity: number, language: string, t: TFunction): string {
  if (unit === 'usd') return formatMoney(quantity);
  if (unit === 'cycle')
    return t('Charges.Cycles', { count: quantity, value: cyclesText(quantity, language) });
  return formatQuantity(quantity, language, unit);
}

/**
 * A line's unit price as a customer reads it, at the full precision it was billed with (the
 * contract's one rate format): usage in cents per unit ('13.5000 ¢/kWh'), fixed charges in
 * dollars per cycle, taxes as a percentage ('1.9970 %').
 */
export function priceText(unit: ChargeUnit, price: number, language: string, t: TFunction): string {
  if (unit === 'usd') return `${formatNumber(price * 100, RATE_CENTS_DECIMALS, language)}\u00a0%`;
  if (unit === 'cycle') return t('Charges.PerCycle', { amount: formatMoney(price) });
  return formatRate(price, language, unit);
}

/** A charge line's name in the reader's language by its code (contract `chargeNames`). */
export function chargeLabel(code: string, serverText: string, language: string): string {
  return serverName(chargeNames, code, language, serverText);
}
