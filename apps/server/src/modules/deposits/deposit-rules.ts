import type { DepositStatus } from '@myaccount/contract';

/** A statement as the on-time rule sees it: what it asked for and by when. */
export interface DueStatement {
  total: number;
  /** The due date (`delinquent_date`), or the later one a payment extension moved it to. */
  dueDate: string;
}

/** A posted payment: positive pays, negative (a returned payment) takes a payment back. */
export interface PostedPayment {
  date: string;
  amount: number;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The day each statement was settled for good, or null while it is not. Payments settle the
 * oldest statement first (as billing's openBalances does): statement i is settled once the
 * net paid reaches the sum of statements 0..i, and stays settled from the first day after
 * which the running total never falls below it again, so a payment that bounces does not
 * count; the payment that replaced it does, on its own day.
 */
export function settledOn(statements: readonly DueStatement[], payments: readonly PostedPayment[]) {
  const days = [...new Set(payments.map((p) => p.date))].sort();
  const running: number[] = [];
  let sum = 0;
  for (const day of days) {
    for (const p of payments) if (p.date === day) sum += cents(p.amount);
    running.push(sum);
  }
  let owed = 0;
  return statements.map((s) => {
    owed += Math.max(0, cents(s.total));
    let from: string | null = null;
    for (let i = days.length - 1; i >= 0 && running[i]! >= owed; i--) from = days[i]!;
    // A statement with nothing to pay (a credit, a zero bill) is settled without a payment.
    if (owed <= 0) return '0000-01-01';
    return from;
  });
}

/**
 * The current run of on-time payments (issue 15 deposit refund): statements oldest first,
 * each settled on or before its due date adds one; one settled late, or unpaid with its due
 * date passed, starts the count again from zero. A statement not due yet and not paid does
 * not count either way.
 */
export function onTimeStreak(
  statements: readonly DueStatement[],
  payments: readonly PostedPayment[],
  today: string,
): number {
  const settled = settledOn(statements, payments);
  let streak = 0;
  statements.forEach((s, i) => {
    const on = settled[i];
    if (on !== null && on !== undefined) streak = on <= s.dueDate ? streak + 1 : 0;
    else if (s.dueDate < today) streak = 0;
  });
  return streak;
}

export interface DepositFacts {
  /** The deposit asked for. */
  amount: number;
  /** What is still to pay of it. */
  pending: number;
  /** What an approved credit letter waived (what was left to pay when it was approved). */
  waived: number;
  waivedAt: Date | null;
  refundedAt: Date | null;
}

/**
 * Where a deposit stands. Refunded and waived are recorded facts and come first; otherwise a
 * deposit with anything left to pay is due, and one paid in full is held. What the customer
 * paid is what was asked less what is left and what a letter waived.
 */
export function depositStatus(f: DepositFacts): {
  status: DepositStatus;
  due: number;
  paid: number;
  waived: number;
} {
  const pending = cents(f.pending);
  const waived = f.waivedAt ? cents(f.waived) : 0;
  const paid = Math.max(0, cents(f.amount) - pending - waived) / 100;
  if (f.refundedAt) return { status: 'refunded', due: 0, paid, waived: waived / 100 };
  if (f.waivedAt) return { status: 'waived', due: 0, paid, waived: waived / 100 };
  if (pending > 0) return { status: 'due', due: pending / 100, paid, waived: 0 };
  return { status: 'paid', due: 0, paid, waived: 0 };
}
