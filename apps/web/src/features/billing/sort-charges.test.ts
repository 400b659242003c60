import type { Charge } from '@myaccount/contract';
import { describe, expect, it } from 'vitest';
import { pageOf, sortCharges } from './sort-charges';

const charge = (charge_Date: string, type_Desc: string, total: number): Charge => ({
  charge_Date,
  type_Desc,
  code: 'base_charge',
  unit: 'cycle',
  customer_Charge: total,
  energy_Price: total,
  tax: 0,
  total,
  billed_Usage: 1,
});

describe('sortCharges', () => {
  const list = [
    charge('2026-10-15', 'Energy', 90),
    charge('2026-10-15', 'Base', 5),
    charge('2026-09-15', 'Energy', 120),
  ];
  it('sorts numbers numerically and text alphabetically, keeping ties in server order', () => {
    expect(sortCharges(list, { column: 'total', descending: true }).map((c) => c.total)).toEqual([
      120, 90, 5,
    ]);
    expect(sortCharges(list, { column: 'type_Desc', descending: false }).map((c) => c.total)).toEqual([
      5, 90, 120,
    ]);
    expect(sortCharges(list, { column: 'charge_Date', descending: false }).map((c) => c.total)).toEqual([
      120, 90, 5,
    ]);
  });
});

describe('pageOf', () => {
  it('slices pages and clamps a page past the end', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 0, 10)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], pages: 3 });
    expect(pageOf(rows, 2, 10).rows).toEqual([20, 21, 22]);
    expect(pageOf(rows, 9, 10).rows).toEqual([20, 21, 22]);
    expect(pageOf([], 0, 10)).toEqual({ rows: [], pages: 1 });
  });
});
