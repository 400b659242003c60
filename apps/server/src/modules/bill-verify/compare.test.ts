import { describe, expect, it } from 'vitest';
import { lineAmount } from '../rating/index.ts';
import { type BilledLine, compareLines, mainDifference, type RatesOnFile } from './compare.ts';

const rates: RatesOnFile = {
  tariff: [
    { effectiveFrom: '2015-01-01', customerCharge: 4.23, perUnit: 0.05 },
    { effectiveFrom: '2026-09-01', customerCharge: 4.23, perUnit: 0.055 },
  ],
  taxes: [{ code: 'gross_receipts', rate: 0.01997, effectiveFrom: '2015-01-01' }],
};

const line = (
  code: string,
  quantity: number,
  unitPrice: number,
  more: Partial<BilledLine> = {},
): BilledLine => ({
  code,
  band: null,
  unit: 'kWh',
  from: '2026-09-10',
  to: '2026-10-09',
  quantity,
  unitPrice,
  amount: lineAmount(quantity, unitPrice),
  ...more,
});

describe('compareLines', () => {
  it('matches identical lines and gives no reason', () => {
    const lines = [line('energy', 1094, 0.135), line('tdsp_delivery', 1094, 0.055)];
    const [energy, delivery] = compareLines(lines, lines, rates);
    expect(energy).toMatchObject({ matches: true, difference: 0, reason: null });
    expect(energy!.recomputed[0]!.amount).toBe(147.69);
    expect(delivery!.matches).toBe(true);
    expect(mainDifference([energy!, delivery!])).toBeNull();
  });

  it('names a plan rate the bill did not use', () => {
    const [energy] = compareLines([line('energy', 1094, 0.14)], [line('energy', 1094, 0.135)], rates);
    expect(energy!.reason).toEqual({ code: 'rate_differs', date: null, billed: 0.14, expected: 0.135 });
    expect(energy!.difference).toBe(5.47);
  });

  it('dates a delivery rate by the tariff version in force', () => {
    const [delivery] = compareLines(
      [line('tdsp_delivery', 1000, 0.05)],
      [line('tdsp_delivery', 1000, 0.055)],
      rates,
    );
    expect(delivery!.reason).toEqual({
      code: 'rate_differs',
      date: '2026-09-01',
      billed: 0.05,
      expected: 0.055,
    });
  });

  it('names a tariff change the bill did not split at', () => {
    const billed = [line('tdsp_delivery', 1000, 0.05, { from: '2026-08-20', to: '2026-09-18' })];
    const recomputed = [
      line('tdsp_delivery', 400, 0.05, { from: '2026-08-20', to: '2026-08-31' }),
      line('tdsp_delivery', 600, 0.055, { from: '2026-09-01', to: '2026-09-18' }),
    ];
    const [delivery] = compareLines(billed, recomputed, rates);
    expect(delivery!.reason).toEqual({
      code: 'rate_changed_in_cycle',
      date: '2026-09-01',
      billed: null,
      expected: null,
    });
    expect(delivery!.difference).toBe(-3);
  });

  it('names usage the reads do not give, a missing credit and a charge the plan does not have', () => {
    const charges = compareLines(
      [
        line('energy', 1100, 0.135),
        line('late_fee', 1, 5, { unit: 'cycle' }),
        line('gross_receipts', 100, 0.01997, { unit: 'usd' }),
      ],
      [
        line('energy', 1094, 0.135),
        line('bill_credit', 1, -30, { unit: 'cycle' }),
        line('gross_receipts', 90, 0.01997, { unit: 'usd' }),
      ],
      rates,
    );
    const byCode = Object.fromEntries(charges.map((c) => [c.code, c]));
    expect(byCode.energy!.reason).toMatchObject({ code: 'quantity_differs', billed: 1100, expected: 1094 });
    expect(byCode.bill_credit!.reason!.code).toBe('not_on_bill');
    expect(byCode.late_fee!.reason!.code).toBe('not_from_reads');
    expect(byCode.gross_receipts!.reason).toMatchObject({
      code: 'taxable_differs',
      billed: 100,
      expected: 90,
    });
    // The verdict names the largest own charge, never a tax riding on the others.
    expect(charges[mainDifference(charges)!]!.code).toBe('bill_credit');
  });
});
