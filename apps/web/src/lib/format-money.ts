import { formatAmount } from '@myaccount/contract';
import i18next from 'i18next';

/**
 * Spec §5/§9: currency symbol, a no-break space, two decimals ("$ 12.34"), thousands
 * grouped, in the reader's language (the one number format lives in the contract's
 * `formatAmount`); missing or zero shows '-'.
 */
export function formatMoney(value: number | string | null | undefined, symbol = '$'): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount === 0) return '-';
  return formatAmount(amount, i18next.language ?? 'en', symbol);
}
