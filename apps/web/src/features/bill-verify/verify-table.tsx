import type { BillVerification, VerifiedCharge } from '@myaccount/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table';
import { chargeName, formula, money, partDays, reasonText, usageText } from './verify-text';

interface Row {
  key: string;
  name: string;
  how: ReactNode;
  billed: number;
  recomputed: number;
  check: ReactNode;
}

const sum = (parts: { amount: number }[]) => parts.reduce((a, p) => a + Math.round(p.amount * 100), 0) / 100;

/** Each charge: how it is computed (per part of the cycle), what was billed, and the check. */
export function VerifyTable({ verification: v }: { verification: BillVerification }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;

  const formulas = (c: VerifiedCharge, parts: VerifiedCharge['recomputed']) =>
    parts.map((p) => {
      const days = partDays(v, p, lang);
      return (
        <div key={`${p.from}-${p.to}`} data-testid="verify-formula">
          <Ltr>{formula(c.unit, p, lang, t)}</Ltr>
          {days && (
            <span className="text-body-secondary small">
              {' '}
              (<Ltr>{days}</Ltr>)
            </span>
          )}
        </div>
      );
    });

  const rowOf = (c: VerifiedCharge): Row => {
    const credit = c.code === 'bill_credit' && v.billCredits[0];
    return {
      key: `${c.code}|${c.band ?? ''}`,
      name: chargeName(c, lang, t),
      how: (
        <>
          {formulas(c, c.recomputed)}
          {credit && c.recomputed.length > 0 && (
            <div className="text-body-secondary small">
              {t('BillVerify.CreditRule', {
                usage: usageText(v.reads.quantity, v.unit, lang),
                min: usageText(credit.minUsage, v.unit, lang),
              })}
            </div>
          )}
          {!c.matches && c.billed.length > 0 && (
            <div className="small">
              {t('BillVerify.BilledAs')} {formulas(c, c.billed)}
            </div>
          )}
        </>
      ),
      billed: sum(c.billed),
      recomputed: sum(c.recomputed),
      check: c.matches ? (
        <span className="text-success-emphasis" data-testid="verify-match">
          {t('BillVerify.Matches')}
        </span>
      ) : (
        <span className="text-danger-emphasis" data-testid="verify-differs">
          {t('BillVerify.DiffersBy', { amount: money(Math.abs(c.difference)) })}: {reasonText(v, c, lang, t)}
        </span>
      ),
    };
  };

  const total: Row = {
    key: 'total',
    name: t('BillVerify.Total'),
    how: null,
    billed: v.billedTotal,
    recomputed: v.recomputedTotal,
    check:
      v.billedTotal === v.recomputedTotal
        ? t('BillVerify.Matches')
        : t('BillVerify.DiffersBy', {
            amount: money(Math.abs(v.billedTotal - v.recomputedTotal)),
          }),
  };

  const columns: TableColumn<Row>[] = [
    { id: 'charge', header: t('BillVerify.Charge'), cell: (r) => <strong>{r.name}</strong>, place: 'title' },
    { id: 'how', header: t('BillVerify.HowComputed'), cell: (r) => r.how },
    { id: 'billed', header: t('BillVerify.Billed'), cell: (r) => money(r.billed), kind: 'number' },
    {
      id: 'recomputed',
      header: t('BillVerify.Recomputed'),
      cell: (r) => money(r.recomputed),
      kind: 'number',
      place: 'figure',
    },
    { id: 'check', header: t('BillVerify.Check'), cell: (r) => r.check },
  ];

  return (
    <ResponsiveTable
      label={t('BillVerify.TableLabel')}
      columns={columns}
      rows={[...v.charges.map(rowOf), total]}
      rowKey={(r) => r.key}
      testId="verify-table"
      className="align-middle"
    />
  );
}
