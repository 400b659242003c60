import { describe, expect, it } from 'vitest';
import type { PlanPricing } from '../rating/index.ts';
import { priceOnUsage, ratesInForce } from './price-on-usage.ts';

const plan: PlanPricing = {
  commodity: 'electricity',
  unit: 'kWh',
  energy: { kind: 'flat', rate: 0.1 },
  baseCharge: 5,
  billCredits: [{ amount: 30, minUsage: 1000, maxUsage: null }],
};
const cycle = (month: number, kwh: number) => ({
  cycle: {
    start: `2025-${String(month).padStart(2, '0')}-01`,
    end: `2025-${String(month).padStart(2, '0')}-28`,
  },
  usage: { kind: 'total' as const, quantity: kwh },
});

describe('pricing a plan on the customer’s usage', () => {
  const rates = ratesInForce(
    [
      { effectiveFrom: '2024-01-01', customerCharge: 4, perUnit: 0.05 },
      { effectiveFrom: '2030-01-01', customerCharge: 99, perUnit: 9 },
    ],
    [],
    '2026-11-25',
  );

  it('rates each cycle (a bill credit applies per cycle) and sums the months, then ¢/kWh once', () => {
    const cycles = Array.from({ length: 12 }, (_, i) => cycle(i + 1, i % 2 ? 1000 : 333));
    const estimate = priceOnUsage(plan, cycles, rates, 12);
    // 333 kWh: 33.30 + 5 + 4 + 16.65 = 58.95; 1000 kWh: 100 + 5 − 30 + 4 + 50 = 129.
    expect(estimate.months.map((m) => m.cost)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? 129 : 58.95)),
    );
    expect(estimate.annualCost).toBe(1127.7);
    expect(estimate.usageTotal).toBe(7998);
    // 112,770 ¢ ÷ 7,998 kWh = 14.0997… → 14.1
    expect(estimate.centsPerUnit).toBe(14.1);
  });

  it('uses today’s delivery tariff for every cycle, not a future one', () => {
    expect(rates.tariff).toEqual([{ effectiveFrom: '0001-01-01', customerCharge: 4, perUnit: 0.05 }]);
  });

  it('gives no annual figure with fewer than 12 cycles, but lists them', () => {
    const estimate = priceOnUsage(plan, [cycle(1, 500)], rates, 12);
    expect(estimate).toMatchObject({ annualCost: null, centsPerUnit: null, usageTotal: 500 });
    expect(estimate.months).toHaveLength(1);
  });
});
