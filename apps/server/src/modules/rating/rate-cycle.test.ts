import { describe, expect, it } from 'vitest';
import {
  type ChargeLine,
  type IntervalDay,
  type PlanPricing,
  type TariffRate,
  type TaxRate,
  lineAmount,
  rateCycle,
  RatingError,
  totalOf,
} from './index.ts';

const plan: PlanPricing = {
  commodity: 'electricity',
  unit: 'kWh',
  energy: { kind: 'flat', rate: 0.135 },
  baseCharge: 9.95,
  billCredits: [],
};
const tariff: TariffRate[] = [{ effectiveFrom: '2020-01-01', customerCharge: 4.23, perUnit: 0.05583 }];
const taxes: TaxRate[] = [
  { code: 'gross_receipts', rate: 0.01997, effectiveFrom: '2020-01-01' },
  { code: 'puc_assessment', rate: 0.001667, effectiveFrom: '2020-01-01' },
];
const cycle = { start: '2026-08-02', end: '2026-08-31' };
const byCode = (lines: ChargeLine[], code: string) => lines.filter((l) => l.code === code);

/** `n` days from `start`, each with the same 96 quarter-hour reads. */
function days(start: string, n: number, whPerSlot: (slot: number) => number): IntervalDay[] {
  return Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    wh: Array.from({ length: 96 }, (_, s) => whPerSlot(s)),
  }));
}

describe('lineAmount', () => {
  it('rounds the exact product to the cent once, half away from zero', () => {
    expect(lineAmount(1094, 0.135)).toBe(147.69);
    expect(lineAmount(1, 0.005)).toBe(0.01);
    expect(lineAmount(1, -0.005)).toBe(-0.01);
    expect(lineAmount(3, 0.001667)).toBe(0.01);
    expect(lineAmount(0.483, 4.23)).toBe(2.04);
    // 0.1 × 3 is 0.30000000000000004 in floating point; the rule works on exact decimals.
    expect(lineAmount(3, 0.1)).toBe(0.3);
  });
});

describe('rateCycle', () => {
  it('rates the worked example: every line is quantity × unit price, the total their sum', () => {
    const lines = rateCycle({ usage: { kind: 'total', quantity: 1094 }, plan, tariff, taxes, cycle });
    expect(lines.map((l) => [l.code, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['energy', 1094, 0.135, 147.69],
      ['base_charge', 1, 9.95, 9.95],
      ['tdsp_customer_charge', 1, 4.23, 4.23],
      ['tdsp_delivery', 1094, 0.05583, 61.08],
      // Taxes apply to 147.69 + 9.95 + 4.23 + 61.08 = 222.95.
      ['gross_receipts', 222.95, 0.01997, 4.45],
      ['puc_assessment', 222.95, 0.001667, 0.37],
    ]);
    expect(totalOf(lines)).toBe(227.77);
    for (const l of lines) expect([l.from, l.to]).toEqual([cycle.start, cycle.end]);
  });

  it('bills whole kWh from interval reads, rounding the cycle total once', () => {
    // 30 days × 96 × 380 Wh = 1,094.4 kWh → 1,094 kWh.
    const usage = { kind: 'intervals' as const, days: days(cycle.start, 30, () => 380) };
    const [energy] = rateCycle({ usage, plan, tariff, taxes, cycle });
    expect(energy).toMatchObject({ quantity: 1094, amount: 147.69 });
  });

  it('splits delivery at a tariff change inside the cycle, by the days the meter read', () => {
    const changed = [...tariff, { effectiveFrom: '2026-08-17', customerCharge: 4.5, perUnit: 0.06 }];
    // 15 days at 96 × 200 Wh (288 kWh), then 15 days at 96 × 400 Wh (576 kWh).
    const usage = {
      kind: 'intervals' as const,
      days: [...days('2026-08-02', 15, () => 200), ...days('2026-08-17', 15, () => 400)],
    };
    const lines = rateCycle({ usage, plan, tariff: changed, taxes, cycle });
    expect(
      byCode(lines, 'tdsp_delivery').map((l) => [l.from, l.to, l.quantity, l.unitPrice, l.amount]),
    ).toEqual([
      ['2026-08-02', '2026-08-16', 288, 0.05583, 16.08],
      ['2026-08-17', '2026-08-31', 576, 0.06, 34.56],
    ]);
    expect(byCode(lines, 'tdsp_customer_charge').map((l) => [l.quantity, l.amount])).toEqual([
      [0.5, 2.12],
      [0.5, 2.25],
    ]);
    expect(byCode(lines, 'energy')[0]!.quantity).toBe(864);
  });

  it('keeps the customer charge one line when a tariff update changed only the delivery rate', () => {
    const changed = [...tariff, { effectiveFrom: '2026-08-17', customerCharge: 4.23, perUnit: 0.06 }];
    const lines = rateCycle({ usage: { kind: 'total', quantity: 900 }, plan, tariff: changed, taxes, cycle });
    expect(byCode(lines, 'tdsp_customer_charge').map((l) => [l.quantity, l.amount])).toEqual([[1, 4.23]]);
    expect(byCode(lines, 'tdsp_delivery').map((l) => l.quantity)).toEqual([450, 450]);
  });

  it('shares a total read between tariff versions by days, parts adding up to the read', () => {
    const changed = [...tariff, { effectiveFrom: '2026-08-12', customerCharge: 4.5, perUnit: 0.06 }];
    const lines = rateCycle({
      usage: { kind: 'total', quantity: 1000 },
      plan,
      tariff: changed,
      taxes,
      cycle,
    });
    const delivery = byCode(lines, 'tdsp_delivery');
    expect(delivery.map((l) => l.quantity)).toEqual([333, 667]);
    const shares = byCode(lines, 'tdsp_customer_charge').map((l) => l.quantity);
    expect(shares).toEqual([0.333, 0.667]);
  });

  it('gives a bill credit from its usage threshold on, not below', () => {
    const withCredit = { ...plan, billCredits: [{ amount: 50, minUsage: 1000, maxUsage: null }] };
    const at = (quantity: number) =>
      rateCycle({ usage: { kind: 'total', quantity }, plan: withCredit, tariff, taxes, cycle });
    expect(byCode(at(999), 'bill_credit')).toEqual([]);
    const credited = at(1000);
    expect(byCode(credited, 'bill_credit')[0]).toMatchObject({ quantity: 1, unitPrice: -50, amount: -50 });
    // Taxes apply to the charges after the credit.
    const beforeTax = credited.filter((l) => l.unit !== 'usd');
    expect(byCode(credited, 'gross_receipts')[0]!.quantity).toBe(totalOf(beforeTax));
  });

  it('prices tiered blocks separately', () => {
    const tiered: PlanPricing = {
      ...plan,
      energy: {
        kind: 'tiered',
        blocks: [
          { upTo: 1000, rate: 0.12 },
          { upTo: null, rate: 0.15 },
        ],
      },
    };
    const lines = rateCycle({ usage: { kind: 'total', quantity: 1250 }, plan: tiered, tariff, taxes, cycle });
    expect(byCode(lines, 'energy').map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      [1000, 0.12, 120],
      [250, 0.15, 37.5],
    ]);
  });

  it('prices time-of-use windows from the interval reads; windows add up to the total', () => {
    const nights: PlanPricing = {
      ...plan,
      energy: {
        kind: 'tou',
        periods: [{ code: 'night', fromHour: 0, toHour: 6, weekdaysOnly: false, rate: 0 }],
        otherRate: 0.2,
      },
    };
    // 24 night slots × 500 Wh + 72 day slots × 250 Wh per day, 30 days.
    const usage = { kind: 'intervals' as const, days: days(cycle.start, 30, (s) => (s < 24 ? 500 : 250)) };
    const lines = rateCycle({ usage, plan: nights, tariff, taxes, cycle });
    expect(byCode(lines, 'energy').map((l) => [l.band, l.quantity, l.amount])).toEqual([
      [{ kind: 'tou', code: 'night' }, 360, 0],
      [{ kind: 'tou', code: 'other' }, 540, 108],
    ]);
    expect(() =>
      rateCycle({ usage: { kind: 'total', quantity: 900 }, plan: nights, tariff, taxes, cycle }),
    ).toThrow(RatingError);
  });

  it('rates gas in its own unit with the gas line codes', () => {
    const gas: PlanPricing = {
      commodity: 'gas',
      unit: 'CCF',
      energy: { kind: 'flat', rate: 0.649 },
      baseCharge: 6.95,
      billCredits: [],
    };
    const gasTariff = [{ effectiveFrom: '2020-01-01', customerCharge: 18.51, perUnit: 0.2273 }];
    const lines = rateCycle({
      usage: { kind: 'total', quantity: 42 },
      plan: gas,
      tariff: gasTariff,
      taxes: [],
      cycle,
    });
    expect(lines.map((l) => [l.code, l.unit, l.amount])).toEqual([
      ['gas_supply', 'CCF', 27.26],
      ['base_charge', 'cycle', 6.95],
      ['gas_customer_charge', 'cycle', 18.51],
      ['gas_distribution', 'CCF', 9.55],
    ]);
    expect(() =>
      rateCycle({ usage: { kind: 'intervals', days: [] }, plan: gas, tariff: gasTariff, taxes: [], cycle }),
    ).toThrow(/CCF/);
  });

  it('applies the tax rate in force on the read date', () => {
    const raised = [...taxes, { code: 'gross_receipts' as const, rate: 0.02, effectiveFrom: '2026-08-31' }];
    const lines = rateCycle({ usage: { kind: 'total', quantity: 1094 }, plan, tariff, taxes: raised, cycle });
    expect(byCode(lines, 'gross_receipts').map((l) => l.unitPrice)).toEqual([0.02]);
  });

  it('refuses a cycle with no tariff in force', () => {
    const late = [{ effectiveFrom: '2027-01-01', customerCharge: 1, perUnit: 0.01 }];
    expect(() =>
      rateCycle({ usage: { kind: 'total', quantity: 1 }, plan, tariff: late, taxes, cycle }),
    ).toThrow(expect.objectContaining({ code: 'no_tariff_in_force' }));
  });

  it('keeps every line reconciled over many random cycles', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 300; n++) {
      const quantity = Math.round(random() * 3000);
      const p = { ...plan, energy: { kind: 'flat' as const, rate: Math.round(random() * 30000) / 1e5 } };
      const lines = rateCycle({ usage: { kind: 'total', quantity }, plan: p, tariff, taxes, cycle });
      for (const l of lines) expect(l.amount).toBe(lineAmount(l.quantity, l.unitPrice));
      expect(Math.round(totalOf(lines) * 100)).toBe(
        lines.reduce((a, l) => a + Math.round(l.amount * 100), 0),
      );
    }
  });
});
