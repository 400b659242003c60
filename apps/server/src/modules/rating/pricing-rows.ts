import { daysInclusive } from './calendar.ts';
import { RatingError } from './in-force.ts';
import type { Commodity, Cycle, CycleUsage, IntervalDay, PlanPricing, TouCode, UsageUnit } from './types.ts';

/** A plan price component as stored (table plan_price_components). */
export interface PriceComponentRow {
  kind: 'energy' | 'base_charge' | 'bill_credit';
  unitPrice: number;
  usageFrom: number | null;
  usageTo: number | null;
  touCode: TouCode | null;
  fromHour: number | null;
  toHour: number | null;
  weekdaysOnly: boolean;
}

const row = (kind: PriceComponentRow['kind'], unitPrice: number, more: Partial<PriceComponentRow> = {}) => ({
  kind,
  unitPrice,
  usageFrom: null,
  usageTo: null,
  touCode: null,
  fromHour: null,
  toHour: null,
  weekdaysOnly: false,
  ...more,
});

/** A plan's pricing as the rows that store it; pricingFromRows reads them back unchanged. */
export function rowsOfPricing(plan: PlanPricing): PriceComponentRow[] {
  const rows: PriceComponentRow[] = [];
  const { energy } = plan;
  if (energy.kind === 'flat') rows.push(row('energy', energy.rate));
  if (energy.kind === 'tiered') {
    let from = 0;
    for (const b of energy.blocks) {
      rows.push(row('energy', b.rate, { usageFrom: from, usageTo: b.upTo }));
      from = b.upTo ?? from;
    }
  }
  if (energy.kind === 'tou') {
    for (const p of energy.periods) {
      rows.push(
        row('energy', p.rate, {
          touCode: p.code,
          fromHour: p.fromHour,
          toHour: p.toHour,
          weekdaysOnly: p.weekdaysOnly,
        }),
      );
    }
    rows.push(row('energy', energy.otherRate));
  }
  if (plan.baseCharge) rows.push(row('base_charge', plan.baseCharge));
  for (const c of plan.billCredits)
    rows.push(row('bill_credit', c.amount, { usageFrom: c.minUsage, usageTo: c.maxUsage }));
  return rows;
}

export function pricingFromRows(
  commodity: Commodity,
  unit: UsageUnit,
  rows: readonly PriceComponentRow[],
): PlanPricing {
  const energyRows = rows.filter((r) => r.kind === 'energy');
  const windows = energyRows.filter((r) => r.touCode !== null);
  const blocks = energyRows.filter((r) => r.usageFrom !== null);
  let energy: PlanPricing['energy'];
  if (windows.length) {
    const other = energyRows.find((r) => r.touCode === null);
    if (!other) throw new RatingError('bad_input', 'A time-of-use plan needs a rate for the other hours.');
    energy = {
      kind: 'tou',
      periods: windows.map((w) => ({
        code: w.touCode!,
        fromHour: w.fromHour ?? 0,
        toHour: w.toHour ?? 24,
        weekdaysOnly: w.weekdaysOnly,
        rate: w.unitPrice,
      })),
      otherRate: other.unitPrice,
    };
  } else if (blocks.length) {
    energy = {
      kind: 'tiered',
      blocks: [...blocks]
        .sort((a, b) => a.usageFrom! - b.usageFrom!)
        .map((b) => ({ upTo: b.usageTo, rate: b.unitPrice })),
    };
  } else if (energyRows.length === 1) {
    energy = { kind: 'flat', rate: energyRows[0]!.unitPrice };
  } else {
    throw new RatingError(
      'bad_input',
      'A plan needs exactly one energy rate, blocks or time-of-use windows.',
    );
  }
  return {
    commodity,
    unit,
    energy,
    baseCharge: rows.filter((r) => r.kind === 'base_charge').reduce((a, r) => a + r.unitPrice, 0),
    billCredits: rows
      .filter((r) => r.kind === 'bill_credit')
      .map((r) => ({ amount: r.unitPrice, minUsage: r.usageFrom ?? 0, maxUsage: r.usageTo })),
  };
}

/**
 * What a cycle is rated from: its interval reads when the meter has a read for every day of
 * it, otherwise the read total (older cycles, gas meters). One rule for seeding and verifying.
 */
export function usageForCycle(cycle: Cycle, days: readonly IntervalDay[], total: number): CycleUsage {
  const within = days.filter((d) => d.date >= cycle.start && d.date <= cycle.end);
  const covered = new Set(within.map((d) => d.date)).size === daysInclusive(cycle.start, cycle.end);
  return covered ? { kind: 'intervals', days: within } : { kind: 'total', quantity: total };
}
