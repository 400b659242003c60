/**
 * The one rounding rule of every bill: a line's amount is quantity × unit price computed
 * exactly (quantities have at most 3 decimals, unit prices at most 6), then rounded to the
 * cent half away from zero — once per line. Subtotals, taxable amounts and statement totals
 * are sums of already-rounded lines, so they never round again and always add up.
 */
const QUANTITY_SCALE = 1_000n;
const PRICE_SCALE = 1_000_000n;

function scaled(value: number, scale: bigint): bigint {
  return BigInt(Math.round(value * Number(scale)));
}

export function lineAmount(quantity: number, unitPrice: number): number {
  const exact = scaled(quantity, QUANTITY_SCALE) * scaled(unitPrice, PRICE_SCALE);
  // exact is in units of 1e-9 dollars; one cent is 1e7 of them.
  const unit = 10_000_000n;
  const negative = exact < 0n;
  const magnitude = negative ? -exact : exact;
  const cents = (magnitude + unit / 2n) / unit;
  return Number(negative ? -cents : cents) / 100;
}

/** Adds amounts already in cents without float drift (0.1 + 0.2 stays 0.30). */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, a) => total + Math.round(a * 100), 0) / 100;
}

/** Rounds a quantity to the 3 decimals quantities are kept with. */
export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1000) / 1000;
}
