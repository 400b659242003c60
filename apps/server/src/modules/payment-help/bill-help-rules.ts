import type { BillHelp, Installment, NextBill } from '@myaccount/contract';

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;

export interface BillHelpFacts {
  balance: number;
  /** The due date of the bill issued last: instalments due with it or before are billed. */
  currentDueDate: string | null;
  plan: { installments: Installment[] } | null;
  average: { monthlyAmount: number; enrolledOn: string } | null;
  /** What each bill since joining average billing charged (its real charges). */
  billedSinceJoining: number[];
}

/**
 * Where a plan and average billing stand on the bills. An instalment is on a bill once its
 * bill's due date is the current one or earlier; the rest are still to come, so their sum is
 * owed but not due now. The deferred balance is each levelized bill's real charges less the
 * levelized amount, summed (in cents, so it reconciles).
 */
export function billHelpOf(f: BillHelpFacts): BillHelp | undefined {
  if (!f.plan && !f.average) return undefined;
  const due = f.currentDueDate ?? '0000-01-01';
  const toCome = f.plan?.installments.filter((i) => i.billDueOn > due) ?? [];
  const remaining = toCome.reduce((a, i) => a + cents(i.amount), 0);
  return {
    plan: f.plan
      ? {
          remaining: dollars(remaining),
          installmentsLeft: toCome.length,
          count: f.plan.installments.length,
          next: toCome[0] ?? null,
        }
      : null,
    average: f.average
      ? {
          ...f.average,
          deferredBalance: dollars(
            f.billedSinceJoining.reduce((a, b) => a + cents(b) - cents(f.average!.monthlyAmount), 0),
          ),
        }
      : null,
    dueNow: dollars(cents(f.balance) - remaining),
  };
}

/**
 * The next bill as it will be issued from its charges: on average billing an adjustment line
 * brings it to the levelized amount (the difference goes to the deferred balance); a plan's
 * next instalment is a line of its own. The total is the sum of the lines, to the cent.
 */
export function nextBillOf(charges: number, help: BillHelp | undefined): NextBill | null {
  if (!help) return null;
  const lines: NextBill['lines'] = [{ code: 'charges', amount: charges }];
  if (help.average) {
    const adjustment = cents(help.average.monthlyAmount) - cents(charges);
    lines.push({ code: 'average_billing_adjustment', amount: dollars(adjustment) });
  }
  const next = help.plan?.next ?? null;
  if (next) lines.push({ code: 'deferred_installment', amount: next.amount });
  return {
    lines,
    total: dollars(lines.reduce((a, l) => a + cents(l.amount), 0)),
    deferredBalanceAfter: help.average
      ? dollars(cents(help.average.deferredBalance) + cents(charges) - cents(help.average.monthlyAmount))
      : null,
    installment: next && help.plan ? { number: next.number, count: help.plan.count } : null,
  };
}
