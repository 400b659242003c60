import type {
  charges,
  paymentHistory,
  statementSummaries,
  statements,
  usageRecords,
} from '../schema/index.ts';
import type { DemoUtility } from './catalog.ts';
import { addDays, type IsoDate, periodName } from './dates.ts';
import { bandKey, chargeName, openBalances } from '../../modules/billing/index.ts';
import {
  type IntervalDay,
  rateCycle,
  type TariffRate,
  type TaxRate,
  totalOf,
  usageForCycle,
} from '../../modules/rating/index.ts';
import type { DemoPlan } from './plans.ts';
import { cents, Rng, secretToken } from './random.ts';
import { demoPricing } from './rating-data.ts';

type StatementRow = Omit<typeof statements.$inferInsert, 'enrollmentId'>;
type ChargeRow = Omit<typeof charges.$inferInsert, 'enrollmentId' | 'statementId'>;
type UsageRow = Omit<typeof usageRecords.$inferInsert, 'enrollmentId'>;
type PaymentRow = Omit<typeof paymentHistory.$inferInsert, 'enrollmentId'>;
type SummaryRow = Omit<typeof statementSummaries.$inferInsert, 'enrollmentId'>;

/** One billed period: usage in the utility's unit (kWh or CCF), and its interval reads if any. */
export interface Period {
  start: IsoDate;
  end: IsoDate;
  usage: number;
  estimated: boolean;
  /** The stored interval reads of the period's days (electric meters, last 13 months). */
  days?: IntervalDay[];
}

export interface BillingInput {
  periods: Period[];
  planAt: (date: IsoDate) => DemoPlan;
  utility: DemoUtility;
  /** The utility's delivery tariff versions and the taxes of its commodity, as seeded. */
  tariff: TariffRate[];
  taxes: TaxRate[];
  billingAccount: string;
  /** Distinguishes statements of enrollments that share a billing account. */
  statementSuffix: string;
  payWith: ('card' | 'bank' | 'autopay')[];
  autopayFrom: IsoDate | null;
  /** The payment this many statements before the latest bounces (NSF) and is paid again. */
  returnedPaymentAgo?: number;
  /** The latest bills left unpaid (default 1: the bill that went out a week ago). */
  unpaidBills?: number;
  today: IsoDate;
  seed: number;
  /** Itemised charges cost rows; the large synthetic set leaves them out. */
  withCharges: boolean;
}

export interface StatementBundle {
  statement: StatementRow;
  charges: ChargeRow[];
  usage: UsageRow;
}

export interface EnrollmentBilling {
  bundles: StatementBundle[];
  payments: PaymentRow[];
  summary: SummaryRow | null;
}

const methodText = { card: 'Credit Card', bank: 'Bank Account (ACH)', autopay: 'AutoPay - Credit Card' };

/** The period's charge lines from the rating engine, and the rows that store them. */
function chargesFor(p: Period, input: BillingInput) {
  const plan = demoPricing(input.planAt(p.start), input.utility);
  const cycle = { start: p.start, end: p.end };
  const lines = rateCycle({
    usage: usageForCycle(cycle, p.days ?? [], p.usage),
    plan,
    tariff: input.tariff,
    taxes: input.taxes,
    cycle,
  });
  const total = totalOf(lines);
  if (!input.withCharges) return { total, rows: [] };
  const rows: ChargeRow[] = lines.map((l) => {
    const tax = l.unit === 'usd';
    return {
      chargeDate: p.end,
      typeDesc: chargeName(l.code, l.band, 'en'),
      code: l.code,
      unit: l.unit,
      spanFrom: l.from,
      spanTo: l.to,
      band: bandKey(l.band),
      customerCharge: tax ? 0 : l.amount,
      energyPrice: l.unitPrice,
      tax: tax ? l.amount : 0,
      total: l.amount,
      billedUsage: l.quantity,
    };
  });
  return { total, rows };
}

/**
 * Statements, charges, usage records, payments and the running summary for one enrollment.
 * Each statement's charges come from the rating engine; each is paid in full before its due
 * date, except the latest. A statement's amount due at mailing is previous balance − payments
 * received + new charges; its balance today is what payments (oldest statement first) have
 * not settled, so paid statements show 0 and the summary owes the sum of the open ones.
 */
export function buildBilling(input: BillingInput): EnrollmentBilling {
  const rng = new Rng(input.seed);
  const bundles: StatementBundle[] = [];
  const payments: PaymentRow[] = [];
  let balance = 0;
  let received = 0;
  input.periods.forEach((p, i) => {
    const { total, rows } = chargesFor(p, input);
    const mailingDate = addDays(p.end, 1);
    const delinquentDate = addDays(mailingDate, 21);
    const amountDue = cents(balance - received + total);
    bundles.push({
      statement: {
        custStatementTkn: secretToken(),
        custStatementNum: `${input.billingAccount.slice(-6)}${p.start.slice(0, 4)}${p.start.slice(5, 7)}${input.statementSuffix}`,
        periodStart: p.start,
        periodEnd: p.end,
        mailingDate,
        delinquentDate,
        previousBalance: cents(balance),
        paymentsReceived: cents(received),
        totalStmtAmt: total,
        // Settled below, once every payment is known.
        currentStmtBalance: total,
        pastDueBalance: 0,
        daysPastDueNum: 0,
        usage: p.usage,
      },
      charges: rows,
      usage: {
        usageNum: p.usage,
        usageChargeAmount: total,
        beginReadDate: p.start,
        endReadDate: p.end,
        // Cycles are named after the month their meter read falls in.
        periodName: periodName(p.end),
        annotation: p.estimated ? 'Estimated read' : '',
        annotationCode: p.estimated ? 'estimated_read' : '',
        usageNumEstimated: p.estimated ? p.usage : 0,
      },
    });
    balance = amountDue;
    received = 0;
    // The latest bill went out a week ago: not paid yet (autopay draws on the due date).
    if (!input.payWith.length || i >= input.periods.length - (input.unpaidBills ?? 1)) return;
    const autopay = input.autopayFrom !== null && mailingDate >= input.autopayFrom;
    const method = autopay ? 'autopay' : input.payWith[i % input.payWith.length]!;
    const paidDate = autopay ? addDays(delinquentDate, -2) : addDays(mailingDate, rng.int(6, 17));
    if (paidDate >= input.today) return;
    const settle = (paid: IsoDate, how: keyof typeof methodText) => ({
      paidDate: paid,
      depositDate: addDays(paid, how === 'bank' ? 2 : 1),
      payMethodDesc: methodText[how],
      directionDesc: 'Payment',
      paidAmount: amountDue,
    });
    const bounced = input.returnedPaymentAgo === input.periods.length - 1 - i;
    payments.push(settle(paidDate, bounced ? 'bank' : method));
    if (bounced) {
      // A bounced ACH payment: reversed three days later, then paid again by card.
      payments.push({
        ...settle(addDays(paidDate, 3), 'bank'),
        directionDesc: 'Returned Payment',
        returnReasonDesc: 'R01 - Insufficient funds',
        paidAmount: -amountDue,
      });
      payments.push(settle(addDays(paidDate, 5), 'card'));
    }
    received = amountDue;
  });
  const netPaid = payments.reduce((a, p) => a + Math.round(p.paidAmount * 100), 0) / 100;
  const open = openBalances(
    bundles.map((b) => b.statement.totalStmtAmt),
    netPaid,
  );
  bundles.forEach((b, i) => (b.statement.currentStmtBalance = open[i]!));
  const owed = cents(open.reduce((a, b) => a + b, 0));
  const overdue = cents(
    bundles.reduce((a, b, i) => a + (b.statement.delinquentDate < input.today ? open[i]! : 0), 0),
  );
  const last = bundles[bundles.length - 1]?.statement;
  const lastPayment = payments.filter((p) => p.directionDesc === 'Payment').at(-1);
  const summary: SummaryRow | null = last
    ? {
        billingAccount: input.billingAccount,
        stmtBalanceAmt: owed,
        overdueBalanceAmt: overdue,
        lastPaymentAmt: lastPayment?.paidAmount ?? 0,
        nextDueDate: last.delinquentDate,
        lastPaymentDate: lastPayment?.paidDate ?? null,
      }
    : null;
  return { bundles, payments, summary };
}
