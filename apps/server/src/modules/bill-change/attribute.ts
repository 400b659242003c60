import { billChangeDriverCodes, type BillChangeDriverCode } from '@myaccount/contract';
import { type LineKind, kindOfLine } from './line-kinds.ts';

/**
 * Why a bill changed: the difference between two statements split into drivers whose
 * amounts add up to the difference exactly, to the cent.
 *
 * Each charge line's change is split into a quantity part (what was used or how long was
 * billed, at the earlier price) and a price part (the new price on what was used):
 *   new − old = (q₁ − q₀)·p₀ + q₁·(p₁ − p₀).
 * Usage itself changes for three reasons, estimated from the customer's own history:
 * billing days (the earlier daily use over more or fewer days), weather (the sensitivity of
 * daily use to degree days, times the degree days beyond what the day count explains) and
 * the rest (habits, appliances; or an estimated read settling up when either read was
 * estimated). Taxes and assessments are a share of the other lines, so each driver carries
 * its share of them at the earlier tax rate; only a change of the rate itself is "taxes".
 * The drivers are worked out in exact arithmetic, rounded once to the cent, and the cents
 * the per-line rounding of the bills leaves over go to the drivers whose rounding dropped
 * the most (largest remainder), so the parts always sum to the change.
 */

export interface BillLine {
  code: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface BillFacts {
  days: number;
  /** Usage of the period in the utility's unit. */
  usage: number;
  estimated: boolean;
  total: number;
  lines: BillLine[];
  /** Degree days of the period in the service address's weather zone. */
  coolingDegreeDays: number;
  heatingDegreeDays: number;
}

/** Extra units used per degree day (from the customer's history; 0 when unknown). */
export interface WeatherSensitivity {
  perCoolingDegreeDay: number;
  perHeatingDegreeDay: number;
}

export interface Driver {
  code: BillChangeDriverCode;
  amount: number;
  /** For usage drivers: the units this driver added (negative: saved). */
  usage: number | null;
}

const toCents = (x: number) => Math.round(x * 100);

/** Units the change of usage is made of, by driver. */
function usageParts(before: BillFacts, after: BillFacts, s: WeatherSensitivity) {
  const delta = after.usage - before.usage;
  const stretch = before.days > 0 ? after.days / before.days : 1;
  const days = before.days > 0 ? before.usage * (stretch - 1) : 0;
  const weather =
    s.perCoolingDegreeDay * (after.coolingDegreeDays - before.coolingDegreeDays * stretch) +
    s.perHeatingDegreeDay * (after.heatingDegreeDays - before.heatingDegreeDays * stretch);
  const rest = delta - days - weather;
  const restCode: BillChangeDriverCode = before.estimated || after.estimated ? 'estimated_read' : 'usage';
  return {
    delta,
    parts: { billing_days: days, weather, [restCode]: rest } as Partial<Record<BillChangeDriverCode, number>>,
  };
}

interface PairedLine {
  kind: LineKind;
  before: BillLine | undefined;
  after: BillLine | undefined;
}

function pairLines(before: BillLine[], after: BillLine[]): PairedLine[] {
  const codes = [...new Set([...before, ...after].map((l) => l.code))];
  const sum = (lines: BillLine[], code: string): BillLine | undefined => {
    const mine = lines.filter((l) => l.code === code);
    if (!mine.length) return undefined;
    const quantity = mine.reduce((a, l) => a + l.quantity, 0);
    const amount = mine.reduce((a, l) => a + l.amount, 0);
    // Two lines of one code (a rate change inside the cycle) price at their average.
    const unitPrice = quantity
      ? mine.reduce((a, l) => a + l.quantity * l.unitPrice, 0) / quantity
      : mine[0]!.unitPrice;
    return { code, quantity, unitPrice, amount };
  };
  return codes.map((code) => ({
    kind: kindOfLine(code),
    before: sum(before, code),
    after: sum(after, code),
  }));
}

/**
 * Rounds real amounts to cents so that they sum to `totalCents`: each to its nearest cent,
 * then the cents left over go one by one to the amounts whose rounding dropped the most
 * (largest remainder). Amounts that are zero get none, so no driver appears from rounding;
 * when all are zero the cents go to `fallback`.
 */
export function apportionCents(values: number[], totalCents: number, fallback = 0): number[] {
  const cents = values.map((v) => Math.round(v * 100));
  let left = totalCents - cents.reduce((a, b) => a + b, 0);
  const step = Math.sign(left);
  const live = values
    .map((v, i) => ({ i, remainder: v * 100 - cents[i]! }))
    .filter(({ i }) => values[i] !== 0);
  const order = (live.length ? live : [{ i: fallback, remainder: 0 }]).sort(
    (a, b) => step * (b.remainder - a.remainder),
  );
  for (let k = 0; left !== 0; k = (k + 1) % order.length) {
    cents[order[k]!.i]! += step;
    left -= step;
  }
  return cents;
}

export function attributeChange(
  before: BillFacts,
  after: BillFacts,
  sensitivity: WeatherSensitivity,
): Driver[] {
  const pretax: Record<BillChangeDriverCode, number> = Object.fromEntries(
    billChangeDriverCodes.map((c) => [c, 0]),
  ) as Record<BillChangeDriverCode, number>;
  const { delta, parts } = usageParts(before, after, sensitivity);
  const spreadOverUsage = (amount: number) => {
    if (Math.abs(delta) < 1e-9) {
      pretax.usage += amount;
      return;
    }
    for (const [code, units] of Object.entries(parts) as [BillChangeDriverCode, number][])
      pretax[code] += (amount * units) / delta;
  };

  let taxBefore = 0;
  let taxAfter = 0;
  let taxRatesChanged = false;
  let baseBefore = 0;
  let baseAfter = 0;
  for (const { kind, before: b, after: a } of pairLines(before.lines, after.lines)) {
    if (kind === 'tax') {
      taxBefore += b?.amount ?? 0;
      taxAfter += a?.amount ?? 0;
      if (b?.unitPrice !== a?.unitPrice) taxRatesChanged = true;
      continue;
    }
    baseBefore += b?.amount ?? 0;
    baseAfter += a?.amount ?? 0;
    if (kind === 'credit' || kind === 'fee') {
      pretax[kind === 'credit' ? 'bill_credit' : 'fees'] += (a?.amount ?? 0) - (b?.amount ?? 0);
      continue;
    }
    // A line only one bill has is priced, on the other, at the price it has.
    const p0 = b?.unitPrice ?? a!.unitPrice;
    const q0 = b?.quantity ?? 0;
    const q1 = a?.quantity ?? 0;
    const quantityPart = (q1 - q0) * p0;
    // The price part is the rest of the line's change, so the line's cents are all accounted for.
    const pricePart = (a?.amount ?? 0) - (b?.amount ?? 0) - quantityPart;
    if (kind === 'plan_usage' || kind === 'delivery_usage') spreadOverUsage(quantityPart);
    else pretax.billing_days += quantityPart;
    pretax[kind.startsWith('plan') ? 'plan_rate' : 'delivery_tariff'] += pricePart;
  }

  // Taxes: each driver carries its share at the earlier effective rate; the rest of the tax
  // change (a rate change, the rounding of the tax lines) is "taxes".
  const rateBefore = baseBefore ? taxBefore / baseBefore : 0;
  const real = billChangeDriverCodes.map((code) => (code === 'taxes' ? 0 : pretax[code] * (1 + rateBefore)));
  const carried = real.reduce((a, v) => a + v, 0) - (baseAfter - baseBefore);
  const taxes = taxAfter - taxBefore - carried;
  if (taxRatesChanged) {
    real[billChangeDriverCodes.indexOf('taxes')] = taxes;
  } else {
    // Same rates: what is left is the tax lines' rounding, a cent or two; it goes with the
    // largest driver rather than reading as a tax change.
    const largest = real.reduce((best, v, i) => (Math.abs(v) > Math.abs(real[best]!) ? i : best), 0);
    real[largest]! += taxes;
  }
  // A total the lines do not explain can only be a charge the lines do not show: a fee.
  const unexplained = after.total - before.total - (baseAfter + taxAfter - baseBefore - taxBefore);
  real[billChangeDriverCodes.indexOf('fees')]! += unexplained;
  const cents = apportionCents(
    real,
    toCents(after.total) - toCents(before.total),
    billChangeDriverCodes.indexOf('fees'),
  );
  return billChangeDriverCodes.map((code, i) => ({
    code,
    amount: cents[i]! / 100,
    usage: code in parts ? Math.round(parts[code as keyof typeof parts]! * 1000) / 1000 : null,
  }));
}
