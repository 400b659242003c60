import { daysInclusive } from './calendar.ts';
import { inForceOn, RatingError, spansOf } from './in-force.ts';
import { lineAmount, roundQuantity, sumCents } from './money.ts';
import type {
  ChargeCode,
  ChargeLine,
  Cycle,
  CycleUsage,
  EnergyBand,
  LineUnit,
  PlanPricing,
  RateCycleInput,
  TaxRate,
} from './types.ts';
import { cycleQuantity, quantitiesBySpan, quantitiesByTou } from './usage.ts';

type Span = { from: string; to: string };
const wholeCycle = (cycle: Cycle): Span => ({ from: cycle.start, to: cycle.end });

function line(
  code: ChargeCode,
  quantity: number,
  unit: LineUnit,
  unitPrice: number,
  span: Span,
  band: EnergyBand | null = null,
): ChargeLine {
  return {
    code,
    quantity,
    unit,
    unitPrice,
    amount: lineAmount(quantity, unitPrice),
    from: span.from,
    to: span.to,
    band,
  };
}

/** Energy lines: one per block (tiered) or time-of-use window, else one for the cycle. */
function energyLines(usage: CycleUsage, plan: PlanPricing, cycle: Cycle, total: number): ChargeLine[] {
  const code = plan.commodity === 'gas' ? 'gas_supply' : 'energy';
  const { energy } = plan;
  if (energy.kind === 'flat') return [line(code, total, plan.unit, energy.rate, wholeCycle(cycle))];
  if (energy.kind === 'tiered') {
    const lines: ChargeLine[] = [];
    let from = 0;
    for (const block of energy.blocks) {
      const upTo = block.upTo ?? Infinity;
      const quantity = roundQuantity(Math.max(0, Math.min(total, upTo) - from));
      // Blocks the usage never reached are left off the bill.
      if (quantity > 0 || lines.length === 0) {
        lines.push(
          line(code, quantity, plan.unit, block.rate, wholeCycle(cycle), {
            kind: 'block',
            from,
            upTo: block.upTo,
          }),
        );
      }
      if (total <= upTo) break;
      from = upTo;
    }
    return lines;
  }
  const parts = quantitiesByTou(usage, energy.periods);
  return [
    ...energy.periods.map((p, i) =>
      line(code, parts[i]!, plan.unit, p.rate, wholeCycle(cycle), { kind: 'tou', code: p.code }),
    ),
    line(code, parts.at(-1)!, plan.unit, energy.otherRate, wholeCycle(cycle), { kind: 'tou', code: 'other' }),
  ];
}

/**
 * The utility's delivery charges: customer charge lines, then per-unit lines, one per price in
 * force during the cycle. A customer charge that changed inside the cycle is shared by days.
 */
function deliveryLines(input: RateCycleInput): ChargeLine[] {
  const { cycle, plan, tariff, usage } = input;
  if (!inForceOn(tariff, cycle.start)) {
    throw new RatingError('no_tariff_in_force', `No delivery tariff is in force on ${cycle.start}.`);
  }
  const gas = plan.commodity === 'gas';
  const allDays = daysInclusive(cycle.start, cycle.end);
  const fixedSpans = spansOf(tariff, cycle, (v) => v.customerCharge);
  let shareSoFar = 0;
  const fixed = fixedSpans.map((span, i) => {
    const share =
      i === fixedSpans.length - 1
        ? roundQuantity(1 - shareSoFar)
        : roundQuantity(daysInclusive(span.from, span.to) / allDays);
    shareSoFar += share;
    const code = gas ? 'gas_customer_charge' : 'tdsp_customer_charge';
    return line(code, share, 'cycle', span.version.customerCharge, span);
  });
  const unitSpans = spansOf(tariff, cycle, (v) => v.perUnit);
  const quantities = quantitiesBySpan(usage, unitSpans);
  const perUnit = unitSpans.map((span, i) =>
    line(gas ? 'gas_distribution' : 'tdsp_delivery', quantities[i]!, plan.unit, span.version.perUnit, span),
  );
  return [...fixed, ...perUnit];
}

/** Taxes and fees in force on the read date, each a rate on the sum of the charges above. */
function taxLines(taxes: readonly TaxRate[], cycle: Cycle, charges: readonly ChargeLine[]): ChargeLine[] {
  const taxable = Math.max(0, sumCents(charges.map((c) => c.amount)));
  const codes = [...new Set(taxes.map((t) => t.code))];
  return codes.flatMap((code) => {
    const rate = inForceOn(
      taxes.filter((t) => t.code === code),
      cycle.end,
    );
    return rate ? [line(code, taxable, 'usd', rate.rate, wholeCycle(cycle))] : [];
  });
}

/**
 * The charge lines of one billing cycle: energy, the plan's base charge and bill credits, the
 * utility's delivery charges, then taxes and fees. Pure: the same input always gives the same
 * lines, and each line's amount is its quantity × unit price rounded once.
 */
export function rateCycle(input: RateCycleInput): ChargeLine[] {
  const { cycle, plan, usage } = input;
  if (cycle.end < cycle.start) throw new RatingError('bad_input', 'The cycle ends before it starts.');
  if (usage.kind === 'intervals' && plan.unit !== 'kWh') {
    throw new RatingError(
      'intervals_are_kwh',
      'Interval reads are watt-hours; this plan bills in ' + plan.unit + '.',
    );
  }
  const total = cycleQuantity(usage);
  const charges = energyLines(usage, plan, cycle, total);
  if (plan.baseCharge) charges.push(line('base_charge', 1, 'cycle', plan.baseCharge, wholeCycle(cycle)));
  for (const credit of plan.billCredits) {
    if (total >= credit.minUsage && (credit.maxUsage === null || total <= credit.maxUsage)) {
      charges.push(line('bill_credit', 1, 'cycle', -credit.amount, wholeCycle(cycle)));
    }
  }
  charges.push(...deliveryLines(input));
  return [...charges, ...taxLines(input.taxes, cycle, charges)];
}

/** The statement total: the sum of its lines, already in cents. */
export function totalOf(lines: readonly ChargeLine[]): number {
  return sumCents(lines.map((l) => l.amount));
}
