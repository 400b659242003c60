import { type ContractTerms, formatRate } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

interface Line {
  id: string;
  label: string;
  now: string;
  then: string;
}

/**
 * The current plan and contract beside the ones at the new address (issue 15: a new rate or
 * a fresh term is never a surprise); what changes is in bold and named for screen readers.
 * A card per line on phones (the shared table pattern), so nothing scrolls sideways.
 */
export function TermsComparison({ current, next }: { current: ContractTerms; next: ContractTerms }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const term = (c: ContractTerms) =>
    c.terms > 1 ? t('Service.Transfer.TermMonths', { count: c.terms }) : t('Service.Transfer.MonthToMonth');
  const fee = (c: ContractTerms) => {
    if (c.cancellation_fee <= 0) return t('Service.Transfer.NoFee');
    const amount = formatMoney(c.cancellation_fee);
    return c.cancellation_fee_type === 'flat' ? amount : t('Service.Transfer.FeePerMonth', { fee: amount });
  };
  const shown: [string, string, (c: ContractTerms) => string][] = [
    ['plan', t('Service.Transfer.Plan'), (c) => c.plan_name],
    ['rate', t('Home.Rate'), (c) => formatRate(c.rate, language, c.uom)],
    ['monthly-fee', t('Home.MonthlyFee'), (c) => formatMoney(c.monthly_fee)],
    ['term', t('Service.Transfer.Term'), term],
    ['start', t('Home.ContractStart'), (c) => formatDate(c.contract_start_date, language)],
    ['end', t('Home.ContractEnd'), (c) => formatDate(c.contract_end_date, language)],
    ['fee', t('Home.CancellationFee'), fee],
  ];
  const lines: Line[] = shown.map(([id, label, show]) => ({
    id,
    label,
    now: show(current),
    then: show(next),
  }));
  const columns: TableColumn<Line>[] = [
    { id: 'label', header: t('Service.Transfer.Detail'), place: 'title', cell: (l) => l.label },
    { id: 'now', header: t('Service.Transfer.Now'), cell: (l) => l.now },
    {
      id: 'then',
      header: t('Service.Transfer.AtNewAddress'),
      cell: (l) =>
        l.now === l.then ? (
          l.then
        ) : (
          <strong>
            {l.then}
            <span className="visually-hidden">{` (${t('Service.Transfer.Changes')})`}</span>
          </strong>
        ),
    },
  ];
  return (
    <>
      <p className="mb-2">{t('Service.Transfer.CompareCaption')}</p>
      <ResponsiveTable
        label={t('Service.Transfer.WhatChanges')}
        columns={columns}
        rows={lines}
        rowKey={(l) => l.id}
        testId="transfer-comparison"
      />
    </>
  );
}
