import type { PaymentHistoryEntry, Statement, UsageRecord } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { monthlyUsageCsv, paymentsCsv, statementsCsv } from './csv-files';

const t = ((key: string, options?: { unit?: string }) =>
  options?.unit ? `${key} (${options.unit})` : key) as TFunction;
const rowsOf = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('CSV files of My data', () => {
  it('writes statements with ISO dates and two-decimal amounts that add up like the screen', () => {
    const statements: Statement[] = [
      {
        custStatementTkn: 'x',
        custStatementNum: '4188212026100',
        mailingDate: '2026-11-18',
        delinquentDate: '2026-12-09',
        totalStmtAmt: 176.38,
        currentStmtBalance: 176.38,
        pastDueBalance: 0,
        daysPastDueNum: 0,
      },
      {
        custStatementTkn: 'y',
        custStatementNum: '4188212026099',
        mailingDate: '2026-10-18',
        delinquentDate: '2026-11-08',
        totalStmtAmt: 274.6,
        currentStmtBalance: 0,
        pastDueBalance: 0,
        daysPastDueNum: 0,
      },
    ];
    const text = statementsCsv(t, statements);
    expect(text.startsWith('\ufeffBilling.StatementNumber,')).toBe(true);
    const [header, ...rows] = rowsOf(text);
    expect(header).toHaveLength(7);
    expect(rows).toEqual([
      ['4188212026100', '2026-11-18', '2026-12-09', '176.38', '176.38', '0.00', '0'],
      ['4188212026099', '2026-10-18', '2026-11-08', '274.60', '0.00', '0.00', '0'],
    ]);
    const cents = rows.reduce((sum, r) => sum + Math.round(Number(r[3]) * 100), 0);
    expect(cents).toBe(Math.round((176.38 + 274.6) * 100));
  });

  it('quotes a free-text field with a comma and leaves an unknown deposit date empty', () => {
    const payments: PaymentHistoryEntry[] = [
      {
        paidDate: '2026-11-02',
        depositDate: null,
        payMethodDesc: 'Check, mailed',
        directionDesc: 'Payment',
        returnReasonDesc: '',
        paidAmount: 25.5,
        confirmationNumber: '60212345',
      },
    ];
    const text = paymentsCsv(t, payments);
    expect(text.split('\r\n')[1]).toBe('2026-11-02,,"Check, mailed",Payment.Desc.Payment,,60212345,25.50');
  });

  it('writes usage with three decimals and actual = usage − estimated', () => {
    const records = [
      {
        beginReadDate: '2026-10-18',
        endReadDate: '2026-11-17',
        usageNum: 1005,
        usageNumEstimated: 18.5,
        usageChargeAmount: 135.68,
      } as UsageRecord,
    ];
    const [header, row] = rowsOf(monthlyUsageCsv(t, records, 'kWh'));
    expect(header![2]).toBe('Usage.Usage (kWh)');
    expect(row).toEqual(['2026-10-18', '2026-11-17', '1005.000', '986.500', '18.500', '135.68']);
    expect(Number(row![3]) + Number(row![4])).toBe(Number(row![2]));
  });
});
