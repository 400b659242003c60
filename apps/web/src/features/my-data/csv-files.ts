import {
  MONEY_DECIMALS,
  type PaymentHistoryEntry,
  QUANTITY_DECIMALS,
  type Statement,
  type UsageRecord,
} from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { csvText, plainNumber } from '../../lib/csv';
import { billingText } from '../payments';

/**
 * The customer's records as CSV for a spreadsheet (issue 16): the rows the Billing, Payment
 * and Usage screens show, column names in the customer's language, dates ISO (YYYY-MM-DD)
 * and numbers with a decimal point and the screens' decimals, so any spreadsheet sorts and
 * sums them and the totals match the screens to the cent.
 */
const money = (value: number) => plainNumber(value, MONEY_DECIMALS);
const quantity = (value: number) => plainNumber(value, QUANTITY_DECIMALS);

export function statementsCsv(t: TFunction, statements: Statement[]): string {
  return csvText(
    [
      t('Billing.StatementNumber'),
      t('Billing.MailingDate'),
      t('Billing.DueDate'),
      t('Billing.Amount'),
      t('Billing.StatementBalance'),
      t('Billing.PastDue'),
      t('Billing.DaysPastDue'),
    ],
    statements.map((s) => [
      s.custStatementNum,
      s.mailingDate,
      s.delinquentDate,
      money(s.totalStmtAmt),
      money(s.currentStmtBalance),
      money(s.pastDueBalance),
      s.daysPastDueNum,
    ]),
  );
}

export function paymentsCsv(t: TFunction, payments: PaymentHistoryEntry[]): string {
  return csvText(
    [
      t('Payment.PaidDate'),
      t('Payment.DepositDate'),
      t('Payment.Method'),
      t('Payment.Direction'),
      t('Payment.ReturnReason'),
      t('Payment.Confirmation'),
      t('Payment.Amount'),
    ],
    payments.map((p) => [
      p.paidDate,
      p.depositDate,
      billingText(t, p.payMethodDesc),
      billingText(t, p.directionDesc),
      p.returnReasonDesc,
      p.confirmationNumber,
      money(p.paidAmount),
    ]),
  );
}

export function monthlyUsageCsv(t: TFunction, records: UsageRecord[], unit: string): string {
  return csvText(
    [
      t('Usage.From'),
      t('Usage.To'),
      t('Usage.Usage', { unit }),
      t('Usage.Actual'),
      t('Usage.Estimated'),
      t('Usage.ChargeAmount'),
    ],
    records.map((r) => [
      r.beginReadDate,
      r.endReadDate,
      quantity(r.usageNum),
      quantity(r.usageNum - r.usageNumEstimated),
      quantity(r.usageNumEstimated),
      money(r.usageChargeAmount),
    ]),
  );
}
