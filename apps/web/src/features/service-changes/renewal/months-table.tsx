import { formatNumber, type PricedPlan, type RatedMonth } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { Ltr } from '../../../components/ui/ltr';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

/**
 * How an estimate was worked out: each of the customer's billed cycles rated at the plan's
 * prices, and their sum, which is the annual figure shown above it (nothing rounded again).
 */
export function MonthsTable({ plan }: { plan: PricedPlan }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns: TableColumn<RatedMonth>[] = [
    {
      id: 'period',
      header: t('Service.Renew.Period'),
      place: 'title',
      cell: (m) => (
        <Ltr>{`${formatDate(m.period_start, language)} – ${formatDate(m.period_end, language)}`}</Ltr>
      ),
    },
    {
      id: 'usage',
      header: t('Service.Renew.Usage', { unit: plan.uom }),
      kind: 'number',
      cell: (m) => formatNumber(m.usage, 0, language),
    },
    {
      id: 'cost',
      header: t('Service.Renew.Cost'),
      kind: 'number',
      place: 'figure',
      cell: (m) => formatMoney(m.cost),
    },
  ];
  return (
    <>
      <ResponsiveTable
        label={t('Service.Renew.MonthsCaption', { plan: plan.plan_name })}
        columns={columns}
        rows={plan.months}
        rowKey={(m) => m.period_start}
        testId={`renew-months-${plan.id_plan}`}
      />
      <p className="small mb-0">
        {t('Service.Renew.MonthsTotal', {
          count: plan.months.length,
          total: formatMoney(plan.annual_cost),
        })}
      </p>
    </>
  );
}
