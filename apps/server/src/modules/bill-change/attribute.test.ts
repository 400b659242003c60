import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/random.ts';
import { apportionCents, attributeChange, type BillFacts, type BillLine, type Driver } from './attribute.ts';

const cents = (x: number) => Math.round(x * 100) / 100;
const line = (code: string, quantity: number, unitPrice: number): BillLine => ({
  code,
  quantity,
  unitPrice,
  amount: cents(quantity * unitPrice),
});

/** A bill the way the engine builds one: lines rounded once, taxes on the subtotal, total = sum. */
function bill(o: {
  days: number;
  usage: number;
  rate?: number;
  delivery?: number;
  customerCharge?: number;
  credit?: number;
  taxRate?: number;
  fee?: number;
  estimated?: boolean;
  cdd?: number;
  hdd?: number;
}): BillFacts {
  const lines = [
    line('energy', o.usage, o.rate ?? 0.135),
    line('tdsp_delivery', o.usage, o.delivery ?? 0.05583),
    line('tdsp_customer_charge', o.days / 30, o.customerCharge ?? 4.23),
  ];
  if (o.credit) lines.push({ code: 'bill_credit', quantity: 1, unitPrice: -o.credit, amount: -o.credit });
  if (o.fee) lines.push({ code: 'late_fee', quantity: 1, unitPrice: o.fee, amount: o.fee });
  const subtotal = lines.reduce((a, l) => a + l.amount, 0);
  lines.push(line('gross_receipts', subtotal, o.taxRate ?? 0.01997));
  return {
    days: o.days,
    usage: o.usage,
    estimated: o.estimated ?? false,
    total: cents(lines.reduce((a, l) => a + l.amount, 0)),
    lines,
    coolingDegreeDays: o.cdd ?? 0,
    heatingDegreeDays: o.hdd ?? 0,
  };
}

const noWeather = { perCoolingDegreeDay: 0, perHeatingDegreeDay: 0 };
const sumCents = (drivers: Driver[]) => drivers.reduce((a, d) => a + Math.round(d.amount * 100), 0);
const amountOf = (drivers: Driver[], code: string) => drivers.find((d) => d.code === code)!.amount;
const nonZero = (drivers: Driver[]) => drivers.filter((d) => d.amount !== 0).map((d) => d.code);

describe('attributeChange', () => {
  it('puts a rate change alone on the plan rate, with its tax share', () => {
    const before = bill({ days: 30, usage: 1000, rate: 0.129 });
    const after = bill({ days: 30, usage: 1000, rate: 0.135 });
    const drivers = attributeChange(before, after, noWeather);
    expect(nonZero(drivers)).toEqual(['plan_rate']);
    expect(amountOf(drivers, 'plan_rate')).toBe(cents(after.total - before.total));
  });

  it('splits more usage into billing days, weather and the rest', () => {
    const before = bill({ days: 30, usage: 1000, cdd: 300 });
    const after = bill({ days: 33, usage: 1500, cdd: 450 });
    const drivers = attributeChange(before, after, { perCoolingDegreeDay: 2, perHeatingDegreeDay: 0 });
    // Days: 1000 × 33/30 − 1000 = 100 kWh; weather: 2 × (450 − 300 × 1.1) = 240 kWh; rest 160.
    expect(drivers.find((d) => d.code === 'billing_days')!.usage).toBeCloseTo(100, 6);
    expect(drivers.find((d) => d.code === 'weather')!.usage).toBeCloseTo(240, 6);
    expect(drivers.find((d) => d.code === 'usage')!.usage).toBeCloseTo(160, 6);
    expect(amountOf(drivers, 'weather')).toBeCloseTo(240 * (0.135 + 0.05583) * 1.01997, 1);
    expect(sumCents(drivers)).toBe(Math.round((after.total - before.total) * 100));
  });

  it('names a missed bill credit and an estimated read', () => {
    const before = bill({ days: 30, usage: 1020, credit: 50 });
    const after = bill({ days: 30, usage: 980, estimated: true });
    const drivers = attributeChange(before, after, noWeather);
    expect(amountOf(drivers, 'bill_credit')).toBeCloseTo(50 * 1.01997, 1);
    expect(drivers.find((d) => d.code === 'estimated_read')!.usage).toBeCloseTo(-40, 6);
    expect(amountOf(drivers, 'usage')).toBe(0);
  });

  it('keeps a tax-rate change apart from the tax on more usage', () => {
    const before = bill({ days: 30, usage: 1000, taxRate: 0.01 });
    const after = bill({ days: 30, usage: 1000, taxRate: 0.02 });
    expect(nonZero(attributeChange(before, after, noWeather))).toEqual(['taxes']);
  });

  it('always sums to the change to the cent (property, 3,000 random pairs)', () => {
    const rnd = mulberry32(12);
    const between = (a: number, b: number) => a + (b - a) * rnd();
    const randomBill = (): BillFacts =>
      bill({
        days: Math.round(between(26, 35)),
        usage: Math.round(between(0, 3000)),
        rate: cents(between(0.08, 0.2) * 1000) / 1000,
        delivery: between(0.03, 0.07),
        customerCharge: between(3, 9),
        credit: rnd() < 0.3 ? 50 : 0,
        taxRate: between(0, 0.04),
        fee: rnd() < 0.1 ? cents(between(5, 20)) : 0,
        estimated: rnd() < 0.1,
        cdd: between(0, 600),
        hdd: between(0, 600),
      });
    for (let k = 0; k < 3000; k++) {
      const before = randomBill();
      const after = rnd() < 0.05 ? before : randomBill();
      const sensitivity = { perCoolingDegreeDay: between(0, 4), perHeatingDegreeDay: between(0, 2) };
      const drivers = attributeChange(before, after, sensitivity);
      expect(sumCents(drivers)).toBe(Math.round(after.total * 100) - Math.round(before.total * 100));
      for (const d of drivers) expect(Number.isInteger(Math.round(d.amount * 100 * 1e6) / 1e6)).toBe(true);
      if (after === before) expect(nonZero(drivers)).toEqual([]);
    }
  });
});

describe('apportionCents', () => {
  it('rounds to the total, giving leftover cents to the largest remainders only', () => {
    expect(apportionCents([0.333, 0.333, 0.334], 100)).toEqual([33, 33, 34]);
    expect(apportionCents([1.001, 0, 2.004], 301)).toEqual([100, 0, 201]);
    expect(apportionCents([0, 0], 5, 1)).toEqual([0, 5]);
  });
});
