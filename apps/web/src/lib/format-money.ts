/**
 * Spec §5/§9: currency symbol, a space, two decimals ("$ 12.34"); missing or zero shows '-'.
 * Thousands are grouped so large balances stay readable ("$ 1,234.50"). The space is a
 * no-break space, so a narrow screen never leaves the "$" at the end of one line and the
 * amount on the next.
 */
const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(value: number | string | null | undefined, symbol = '$'): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount === 0) return '-';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}\u00a0${number.format(Math.abs(amount))}`;
}
