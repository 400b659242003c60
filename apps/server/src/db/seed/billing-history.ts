import type {
  charges,
  paymentHistory,
  statementSummaries,
  statements,
  usageRecords,
} from '../schema/index.ts';
import type { DemoUtility } from './catalog.ts';
import { addDays, daysBetween, type IsoDate, monthEnd, parse, periodName } from './dates.ts';
import type { DemoPlan } from './plans.ts';
import { cents, Rng, secretToken } from './random.ts';

type StatementRow = Omit<typeof statements.$inferInsert, 'enrollmentId'>;
type ChargeRow = Omit<typeof charges.$inferInsert, 'enrollmentId' | 'statementId'>;
type UsageRow = Omit<typeof usageRecords.$inferInsert, 'enrollmentId'>;
type PaymentRow = Omit<typeof paymentHistory.$inferInsert, 'enrollmentId'>;
type SummaryRow = Omit<typeof statementSummaries.$inferInsert, 'enrollmentId'>;

/** One billed period: usage in the utility's unit (kWh or CCF). */
export interface Period {
  start: IsoDate;
  end: IsoDate;
  usage: number;
  estimated: boolean;
}

export interface BillingInput {
  periods: Period[];
  planAt: (date: IsoDate) => DemoPlan;
  utility: DemoUtility;
  billingAccount: string;
  /** Distinguishes statements of enrollments that share a billing account. */
  statementSuffix: string;
  payWith: ('card' | 'bank' | 'autopay')[];
  autopayFrom: IsoDate | null;
  /** The payment this many statements before the latest bounces (NSF) and is paid again. */
  returnedPaymentAgo?: number;
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

/** Texas taxes and assessments on a residential bill (rates approximate). */
const GROSS_RECEIPTS = 0.01997;
const CITY_SALES_TAX = 0.01;
const PUC_ASSESSMENT = 0.001667;
const RRC_GAS_FEE = 0.005;

const methodText = { card: 'Credit Card', bank: 'Bank Account (ACH)', autopay: 'AutoPay - Credit Card' };

function chargesFor(p: Period, plan: DemoPlan, u: DemoUtility, withRows: boolean) {
  const gas = u.commodity === 'gas';
  const monthDays = parse(monthEnd(p.start)).getUTCDate();
  const share = (daysBetween(p.start, p.end) + 1) / monthDays;
  const energy = cents(p.usage * plan.rate);
  const delivery = cents(u.deliveryFixed * share + p.usage * u.deliveryPerUnit);
  const base = cents(plan.monthlyFee * share);
  const subtotal = energy + delivery + base;
  const taxes: [string, number][] = [
    ['Gross Receipts Tax Reimbursement', cents(subtotal * GROSS_RECEIPTS)],
    ['City Sales Tax', cents(subtotal * CITY_SALES_TAX)],
    gas
      ? ['Railroad Commission Gas Utility Fee', cents(subtotal * RRC_GAS_FEE)]
      : ['PUC Assessment', cents(subtotal * PUC_ASSESSMENT)],
  ];
  const total = cents(subtotal + taxes.reduce((a, [, t]) => a + t, 0));
  if (!withRows) return { total, rows: [] };
  const chargeDate = p.end;
  const line = (typeDesc: string, amount: number, price: number, usage: number): ChargeRow => ({
    chargeDate,
    typeDesc,
    customerCharge: amount,
    energyPrice: price,
    tax: 0,
    total: amount,
    billedUsage: usage,
  });
  const rows: ChargeRow[] = [
    line(gas ? 'Gas Supply Charge' : 'Energy Charge', energy, plan.rate, p.usage),
    line(gas ? 'Distribution Charges' : 'TDU Delivery Charges', delivery, u.deliveryPerUnit, p.usage),
  ];
  if (base > 0) rows.push(line('Base Charge', base, 0, 0));
  for (const [typeDesc, tax] of taxes) {
    rows.push({ chargeDate, typeDesc, customerCharge: 0, energyPrice: 0, tax, total: tax, billedUsage: 0 });
  }
  return { total, rows };
}

/**
 * Statements, charges, usage records, payments and the running summary for one enrollment.
 * Each statement is paid in full before its due date, so balances stay consistent:
 * previous balance − payments received + new charges = current balance.
 */
export function buildBilling(input: BillingInput): EnrollmentBilling {
  const rng = new Rng(input.seed);
  const bundles: StatementBundle[] = [];
  const payments: PaymentRow[] = [];
  let balance = 0;
  let received = 0;
  input.periods.forEach((p, i) => {
    const { total, rows } = chargesFor(p, input.planAt(p.start), input.utility, input.withCharges);
    const mailingDate = addDays(p.end, 1);
    const delinquentDate = addDays(mailingDate, 21);
    const currentStmtBalance = cents(balance - received + total);
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
        currentStmtBalance,
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
        usageNumEstimated: p.estimated ? p.usage : 0,
      },
    });
    balance = currentStmtBalance;
    received = 0;
    // The latest bill went out a week ago: not paid yet (autopay draws on the due date).
    if (!input.payWith.length || i === input.periods.length - 1) return;
    const autopay = input.autopayFrom !== null && mailingDate >= input.autopayFrom;
    const method = autopay ? 'autopay' : input.payWith[i % input.payWith.length]!;
    const paidDate = autopay ? addDays(delinquentDate, -2) : addDays(mailingDate, rng.int(6, 17));
    if (paidDate >= input.today) return;
    const settle = (paid: IsoDate, how: keyof typeof methodText) => ({
      paidDate: paid,
      depositDate: addDays(paid, how === 'bank' ? 2 : 1),
      payMethodDesc: methodText[how],
      directionDesc: 'Payment',
      paidAmount: currentStmtBalance,
    });
    const bounced = input.returnedPaymentAgo === input.periods.length - 1 - i;
    payments.push(settle(paidDate, bounced ? 'bank' : method));
    if (bounced) {
      // A bounced ACH payment: reversed three days later, then paid again by card.
      payments.push({
        ...settle(addDays(paidDate, 3), 'bank'),
        directionDesc: 'Returned Payment',
        returnReasonDesc: 'R01 - Insufficient funds',
        paidAmount: -currentStmtBalance,
      });
      payments.push(settle(addDays(paidDate, 5), 'card'));
    }
    received = currentStmtBalance;
  });
  const last = bundles[bundles.length - 1]?.statement;
  const lastPayment = payments.filter((p) => p.directionDesc === 'Payment').at(-1);
  const summary: SummaryRow | null = last
    ? {
        billingAccount: input.billingAccount,
        stmtBalanceAmt: cents(balance - received),
        overdueBalanceAmt:
          balance - received > 0 && last.delinquentDate < input.today ? cents(balance - received) : 0,
        lastPaymentAmt: lastPayment?.paidAmount ?? 0,
        nextDueDate: last.delinquentDate,
        lastPaymentDate: lastPayment?.paidDate ?? null,
      }
    : null;
  return { bundles, payments, summary };
}
