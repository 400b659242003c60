import { formatMonth, formatQuantity, usageAnnotationNames, type UsageRecord } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { serverName } from '../i18n';

const DISCOUNT_COLUMNS = [
  ['usageNumDiscount', 'Usage.Discount'],
  ['usageNumNotDiscount', 'Usage.NotDiscount'],
  ['usageNumDiscountEstimated', 'Usage.DiscountEstimated'],
  ['usageNumNotDiscountEstimated', 'Usage.NotDiscountEstimated'],
] as const;

/** Monthly billed usage: actual vs estimated, discount splits only when any month has one. */
export function MonthlyTable({ records, unit }: { records: UsageRecord[]; unit: string }) {
  const { t, i18n } = useTranslation();
  const number = (v: number) => (v ? formatQuantity(v, i18n.language) : '-');
  const discounts = DISCOUNT_COLUMNS.filter(([key]) => records.some((r) => r[key] !== 0));
  const columns: TableColumn<UsageRecord>[] = [
    {
      id: 'period',
      header: t('Usage.PeriodName'),
      cell: (r) => formatMonth(r.endReadDate, i18n.language),
      place: 'title',
    },
    {
      id: 'from',
      header: t('Usage.From'),
      cell: (r) => formatDate(r.beginReadDate, i18n.language),
      kind: 'date',
    },
    { id: 'to', header: t('Usage.To'), cell: (r) => formatDate(r.endReadDate, i18n.language), kind: 'date' },
    {
      id: 'usage',
      header: t('Usage.Usage', { unit }),
      cell: (r) => number(r.usageNum),
      kind: 'number',
      place: 'figure',
    },
    {
      id: 'actual',
      header: t('Usage.Actual'),
      cell: (r) => number(r.usageNum - r.usageNumEstimated),
      kind: 'number',
    },
    {
      id: 'estimated',
      header: t('Usage.Estimated'),
      cell: (r) => number(r.usageNumEstimated),
      kind: 'number',
    },
    ...discounts.map(([key, label]): TableColumn<UsageRecord> => ({
      id: key,
      header: t(label),
      cell: (r) => number(r[key]),
      kind: 'number',
    })),
    {
      id: 'annotation',
      header: t('Usage.Annotation'),
      cell: (r) => serverName(usageAnnotationNames, r.annotation_code, i18n.language, r.annotation) || '-',
    },
    {
      id: 'charge',
      header: t('Usage.ChargeAmount'),
      cell: (r) => formatMoney(r.usageChargeAmount),
      kind: 'number',
    },
  ];
  return (
    <ResponsiveTable
      label={t('Usage.MonthlyTitle')}
      columns={columns}
      rows={records}
      rowKey={(r) => r.beginReadDate}
      testId="monthly-table"
      hover
    />
  );
}
