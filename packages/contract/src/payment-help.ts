import { z } from 'zod';
import { calendarDate } from './primitives.ts';

/**
 * Help when money is short (issue 15): a payment extension, a deferred payment plan, average
 * billing and the deposit tracker. Each answers its eligibility up front, with the reason
 * when the customer cannot have it, so the screen never offers what the server will refuse.
 */

/** Why a payment extension is not available now; the app words each in the reader's language. */
export const extensionRefusals = [
  'no_bill',
  'nothing_due',
  'due_date_passed',
  'in_arrears',
  'already_extended',
] as const;
export const extensionRefusal = z.enum(extensionRefusals);
export type ExtensionRefusal = z.infer<typeof extensionRefusal>;

export const paymentExtension = z.object({
  id: z.number().int(),
  originalDueDate: calendarDate,
  newDueDate: calendarDate,
  days: z.number().int(),
  /** The day it was granted (the period for the next one counts from here). */
  requestedOn: calendarDate,
});
export type PaymentExtension = z.infer<typeof paymentExtension>;

export const extensionStatus = z.object({
  eligible: z.boolean(),
  reason: extensionRefusal.nullable(),
  /** The current bill's amount and due date (the statement summary's). */
  amountDue: z.number(),
  dueDate: calendarDate.nullable(),
  overdue: z.number(),
  /** The configured rules, so the screen can state them. */
  maxDays: z.number().int(),
  periodMonths: z.number().int(),
  overdueLimit: z.number(),
  /** The latest due date the customer may choose (when eligible). */
  latestDueDate: calendarDate.nullable(),
  /** When `already_extended`: the first day another extension may be asked for. */
  nextEligibleOn: calendarDate.nullable(),
  lastExtension: paymentExtension.nullable(),
});
export type ExtensionStatus = z.infer<typeof extensionStatus>;

export const extensionRequest = z.object({
  /** Days to move the due date by: 1 up to `payment_extension_max_days`. */
  days: z.number().int().min(1).max(60),
});
export type ExtensionRequest = z.infer<typeof extensionRequest>;

/** Why a deferred payment plan is not available now. */
export const deferredPlanRefusals = ['no_overdue_balance', 'plan_active'] as const;
export const deferredPlanRefusal = z.enum(deferredPlanRefusals);
export type DeferredPlanRefusal = z.infer<typeof deferredPlanRefusal>;

export const installment = z.object({
  /** 1 for the first instalment. */
  number: z.number().int(),
  amount: z.number(),
  /** Due with the bill due on (about) this date. */
  billDueOn: calendarDate,
});
export type Installment = z.infer<typeof installment>;

export const deferredPlan = z.object({
  id: z.number().int(),
  /** The overdue balance the plan spreads; the instalments add up to it to the cent. */
  amount: z.number(),
  acceptedOn: calendarDate,
  status: z.enum(['active', 'completed', 'cancelled']),
  installments: z.array(installment),
});
export type DeferredPlan = z.infer<typeof deferredPlan>;

export const deferredPlanStatus = z.object({
  eligible: z.boolean(),
  reason: deferredPlanRefusal.nullable(),
  overdue: z.number(),
  minInstallments: z.number().int(),
  maxInstallments: z.number().int(),
  /** When eligible: the schedule for each number of instalments allowed, shown before acceptance. */
  choices: z.array(z.object({ installments: z.number().int(), schedule: z.array(installment) })),
  plan: deferredPlan.nullable(),
});
export type DeferredPlanStatus = z.infer<typeof deferredPlanStatus>;

export const deferredPlanRequest = z.object({
  installments: z.number().int().min(2).max(24),
  /** The overdue balance the customer saw: refused (`balance_changed`) if it moved since. */
  amount: z.number().positive().max(100_000),
});
export type DeferredPlanRequest = z.infer<typeof deferredPlanRequest>;

/** Why average (budget) billing cannot be joined now. */
/** Shown from the status (the join refusal is a plain business_rule, its reason in the message). */
export const averageBillingRefusal = z.enum(['not_enough_history', 'overdue_balance']);

export const averageBillingStatus = z.object({
  enrolled: z.boolean(),
  /** While enrolled: the amount billed each month and since when. */
  enrolledOn: calendarDate.nullable(),
  monthlyAmount: z.number().nullable(),
  eligible: z.boolean(),
  reason: averageBillingRefusal.nullable(),
  /** The bills the average is computed from (newest first) and their total. */
  months: z.number().int(),
  history: z.array(z.object({ mailingDate: calendarDate, amount: z.number() })),
  historyTotal: z.number(),
  /** The levelized amount the customer would pay now: historyTotal ÷ months, to the cent. */
  averageAmount: z.number().nullable(),
});
export type AverageBillingStatus = z.infer<typeof averageBillingStatus>;

export const averageBillingRequest = z.object({
  /** The amount the customer saw: refused (`balance_changed`) if the bills moved since. */
  monthlyAmount: z.number().positive().max(100_000),
});

/**
 * What a payment plan and average billing do to the bills (issue 15: "the statement summary
 * and next bills reflect it"). `plan`: the instalments not on a bill yet (their sum is part of
 * the balance but not due now) and the next one. `average`: the levelized amount and the
 * deferred balance — what the bills since joining charged less what was billed at the amount,
 * settled at the true-up.
 */
export const billHelp = z.object({
  plan: z
    .object({
      remaining: z.number(),
      installmentsLeft: z.number().int(),
      count: z.number().int(),
      next: installment.nullable(),
    })
    .nullable(),
  average: z
    .object({ monthlyAmount: z.number(), enrolledOn: calendarDate, deferredBalance: z.number() })
    .nullable(),
  /** The balance less the plan's remaining instalments: what is due by the next due date. */
  dueNow: z.number(),
});
export type BillHelp = z.infer<typeof billHelp>;

/**
 * What the customer owes by the next due date: with a payment plan or average billing the
 * summary's `dueNow` (the instalments still to be billed are owed but not due), else the
 * balance. Home's amount due, the payment field and autopay's draw all read it here.
 */
export const amountDueNow = (s: { stmtBalanceAmt: number; help?: BillHelp | undefined }): number =>
  s.help?.dueNow ?? s.stmtBalanceAmt;

/** Lines a payment plan or average billing add to the next bill; the bill is their sum. */
export const nextBillLineCodes = ['charges', 'average_billing_adjustment', 'deferred_installment'] as const;
export const nextBill = z.object({
  lines: z.array(z.object({ code: z.enum(nextBillLineCodes), amount: z.number() })),
  total: z.number(),
  /** On average billing: the deferred balance once this bill is issued. */
  deferredBalanceAfter: z.number().nullable(),
  /** The instalment this bill carries: its number and the plan's count. */
  installment: z.object({ number: z.number().int(), count: z.number().int() }).nullable(),
});
export type NextBill = z.infer<typeof nextBill>;
