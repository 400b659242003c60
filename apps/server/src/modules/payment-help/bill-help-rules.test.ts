import { describe, expect, it } from 'vitest';
import { splitIntoInstallments } from './deferred-plan-rules.ts';
import { billHelpOf, nextBillOf } from './bill-help-rules.ts';

const cents = (n: number) => Math.round(n * 100);
const base = { balance: 0, currentDueDate: '2026-12-10', plan: null, average: null, billedSinceJoining: [] };

describe('a payment plan and average billing on the bills', () => {
  it('is nothing without either', () => {
    expect(billHelpOf(base)).toBeUndefined();
    expect(nextBillOf(80, undefined)).toBeNull();
  });

  it('keeps instalments not billed yet out of what is due now; the next bill carries the next one', () => {
    const installments = splitIntoInstallments(187.31, 4, '2026-11-10');
    // Accepted when the current bill was due 2026-11-10: instalment 1 goes on the bill due 12-10.
    const help = billHelpOf({
      ...base,
      currentDueDate: '2026-11-10',
      balance: 290.12,
      plan: { installments },
    })!;
    expect(help.plan).toMatchObject({ remaining: 187.31, installmentsLeft: 4, count: 4 });
    expect(help.plan!.next).toEqual(installments[0]);
    expect(help.dueNow).toBe(102.81);
    const bill = nextBillOf(95.4, help)!;
    expect(bill.lines).toEqual([
      { code: 'charges', amount: 95.4 },
      { code: 'deferred_installment', amount: installments[0]!.amount },
    ]);
    expect(bill.installment).toEqual({ number: 1, count: 4 });
    // A month on, the first instalment is on the bill due 2026-12-10: three to come.
    const later = billHelpOf({ ...base, balance: 190, plan: { installments } })!;
    expect(later.plan).toMatchObject({ installmentsLeft: 3, next: installments[1] });
    expect(cents(later.plan!.remaining)).toBe(cents(187.31) - cents(installments[0]!.amount));
  });

  it('brings the next bill to the levelized amount and carries the difference in the deferred balance', () => {
    const help = billHelpOf({
      ...base,
      balance: 102.88,
      average: { monthlyAmount: 102.88, enrolledOn: '2026-10-01' },
      billedSinceJoining: [120.1, 90.05],
    })!;
    expect(help.average!.deferredBalance).toBe(4.39);
    const bill = nextBillOf(131.77, help)!;
    expect(bill.lines).toEqual([
      { code: 'charges', amount: 131.77 },
      { code: 'average_billing_adjustment', amount: -28.89 },
    ]);
    expect(bill.total).toBe(102.88);
    expect(bill.deferredBalanceAfter).toBe(33.28);
  });

  it('reconciles to the cent: total = sum of lines = levelized + instalment, for every charge', () => {
    const installments = splitIntoInstallments(250, 3, '2026-11-10');
    for (let c = 0; c <= 40000; c += 137) {
      const charges = c / 100;
      const help = billHelpOf({
        ...base,
        balance: 400,
        currentDueDate: '2026-11-10',
        plan: { installments },
        average: { monthlyAmount: 99.99, enrolledOn: '2026-10-01' },
      })!;
      const bill = nextBillOf(charges, help)!;
      const sum = bill.lines.reduce((a, l) => a + cents(l.amount), 0);
      expect(cents(bill.total)).toBe(sum);
      expect(sum).toBe(cents(99.99) + cents(installments[0]!.amount));
      expect(cents(bill.deferredBalanceAfter!)).toBe(c - cents(99.99));
    }
  });
});
