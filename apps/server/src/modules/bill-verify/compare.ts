import type { VerifiedCharge, VerifiedPart, VerifyReason } from '@myaccount/contract';
import { inForceOn, sumCents, type TariffRate, type TaxRate } from '../rating/index.ts';

/** A charge line as the statement stores it, or as the engine recomputes it (band as bandKey). */
export interface BilledLine {
  code: string;
  band: string | null;
  unit: VerifiedCharge['unit'];
  from: string;
  to: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** The dated rates the recomputation used, to say which version a price came from. */
export interface RatesOnFile {
  tariff: readonly TariffRate[];
  taxes: readonly TaxRate[];
}

const deliveryCodes = new Set([
  'tdsp_customer_charge',
  'tdsp_delivery',
  'gas_customer_charge',
  'gas_distribution',
]);
const keyOf = (l: { code: string; band: string | null }) => `${l.code}|${l.band ?? ''}`;

const part = (l: BilledLine): VerifiedPart => ({
  from: l.from,
  to: l.to,
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  amount: l.amount,
});

// Stored numerics keep 3 decimals for quantities, 6 for prices, 2 for money: compare at those.
const same = (a: number, b: number, decimals: number) =>
  Math.round(a * 10 ** decimals) === Math.round(b * 10 ** decimals);
const samePart = (a: VerifiedPart, b: VerifiedPart) =>
  a.from === b.from &&
  a.to === b.to &&
  same(a.quantity, b.quantity, 3) &&
  same(a.unitPrice, b.unitPrice, 6) &&
  same(a.amount, b.amount, 2);

const reason = (
  code: VerifyReason['code'],
  date: string | null = null,
  billed: number | null = null,
  expected: number | null = null,
): VerifyReason => ({ code, date, billed, expected });

/** When the version of a dated rate that priced `part` took effect (null for plan prices). */
function effectiveDate(code: string, unit: string, p: VerifiedPart, rates: RatesOnFile): string | null {
  if (deliveryCodes.has(code)) return inForceOn(rates.tariff, p.from)?.effectiveFrom ?? null;
  if (unit === 'usd')
    return (
      inForceOn(
        rates.taxes.filter((t) => t.code === code),
        p.to,
      )?.effectiveFrom ?? null
    );
  return null;
}

/** Why a charge's billed parts differ from its recomputed ones (the first cause found). */
function diagnose(
  code: string,
  unit: string,
  billed: VerifiedPart[],
  recomputed: VerifiedPart[],
  rates: RatesOnFile,
): VerifyReason {
  if (!recomputed.length) return reason('not_from_reads');
  if (!billed.length) return reason('not_on_bill');
  if (recomputed.length > billed.length) {
    // The engine cut the cycle where the bill did not: a rate changed inside it.
    const cut = recomputed.slice(1).find((r) => !billed.some((b) => b.from === r.from));
    return reason('rate_changed_in_cycle', cut?.from ?? recomputed[1]!.from);
  }
  const pairs = billed.length === recomputed.length ? billed.map((b, i) => [b, recomputed[i]!] as const) : [];
  const priced = pairs.find(([b, r]) => !same(b.unitPrice, r.unitPrice, 6));
  if (priced || !pairs.length) {
    const [b, r] = priced ?? [billed[0]!, recomputed[0]!];
    return reason('rate_differs', effectiveDate(code, unit, r, rates), b.unitPrice, r.unitPrice);
  }
  const counted = pairs.find(
    ([b, r]) => !same(b.quantity, r.quantity, 3) || b.from !== r.from || b.to !== r.to,
  );
  if (counted) {
    const [b, r] = counted;
    return reason(unit === 'usd' ? 'taxable_differs' : 'quantity_differs', null, b.quantity, r.quantity);
  }
  // Same quantity and price, another amount: the bill rounded differently than once per line.
  const [b, r] = pairs.find(([x, y]) => !same(x.amount, y.amount, 2))!;
  return reason('rate_differs', effectiveDate(code, unit, r, rates), b.amount, r.amount);
}

/**
 * Billed and recomputed lines side by side, one entry per charge (line code and energy band),
 * in the engine's order, then anything only the bill has. A charge matches when every part
 * (days, quantity, unit price, amount) is the same.
 */
export function compareLines(
  billed: readonly BilledLine[],
  recomputed: readonly BilledLine[],
  rates: RatesOnFile,
): VerifiedCharge[] {
  const keys = [...new Set([...recomputed.map(keyOf), ...billed.map(keyOf)])];
  return keys.map((key) => {
    const mine = recomputed.filter((l) => keyOf(l) === key);
    const theirs = billed.filter((l) => keyOf(l) === key);
    const first = mine[0] ?? theirs[0]!;
    const b = theirs.map(part);
    const r = mine.map(part);
    const matches = b.length === r.length && b.every((p, i) => samePart(p, r[i]!));
    const difference = sumCents([...b.map((p) => p.amount), ...r.map((p) => -p.amount)]);
    return {
      code: first.code,
      band: first.band,
      unit: first.unit,
      billed: b,
      recomputed: r,
      difference,
      matches,
      reason: matches ? null : diagnose(first.code, first.unit, b, r, rates),
    };
  });
}

/**
 * The difference the verdict names: the largest among charges that differ, a charge of its
 * own before a tax (a tax usually differs only because the charges under it do).
 */
export function mainDifference(charges: readonly VerifiedCharge[]): number | null {
  let best: number | null = null;
  const rank = (c: VerifiedCharge) => [c.unit === 'usd' ? 0 : 1, Math.abs(c.difference)] as const;
  charges.forEach((c, i) => {
    if (c.matches) return;
    if (best === null) return void (best = i);
    const [kind, size] = rank(c);
    const [bestKind, bestSize] = rank(charges[best]!);
    if (kind > bestKind || (kind === bestKind && size > bestSize)) best = i;
  });
  return best;
}
