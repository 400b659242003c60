import {
  bucketLabeller,
  estimatedMask,
  formatNumber,
  formatQuantity,
  type UsageSmtHistory,
  whToKwh,
} from '@myaccount/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIntervalStart } from './interval-start';
import { type VirtualColumn, VirtualTable } from './virtual-table';

/**
 * Every interval point at full resolution in one scrolling table (a year is 35,040 rows):
 * only the rows in view are rendered, and only they are named on the wall clock.
 */
export function IntervalTable({ history }: { history: UsageSmtHistory }) {
  const { t, i18n } = useTranslation();
  const { current, compare, timeZone } = history;
  const decoded = useMemo(
    () => ({
      labelOf: bucketLabeller(current, timeZone),
      estimated: estimatedMask(current),
      compareLabelOf: compare ? bucketLabeller(compare, timeZone) : null,
    }),
    [current, compare, timeZone],
  );
  const kwh = (wh: number | null | undefined) => {
    const value = whToKwh(wh);
    return value === null ? '-' : formatQuantity(value, i18n.language);
  };
  const columns: VirtualColumn[] = [
    {
      id: 'start',
      header: t('Usage.Start'),
      cell: (i) => formatIntervalStart(decoded.labelOf(i), i18n.language),
      kind: 'date',
    },
    {
      id: 'kwh',
      header: t('Usage.Usage', { unit: history.unit }),
      cell: (i) => kwh(current.wh[i]),
      kind: 'number',
    },
    {
      id: 'estimated',
      header: t('Usage.Estimated'),
      cell: (i) => (decoded.estimated[i] ? t('Usage.Yes') : ''),
    },
  ];
  if (compare && decoded.compareLabelOf) {
    const compareLabelOf = decoded.compareLabelOf;
    columns.push(
      {
        id: 'compareStart',
        header: t('Usage.CompareStart'),
        cell: (i) => (i < compare.wh.length ? formatIntervalStart(compareLabelOf(i), i18n.language) : '-'),
        kind: 'date',
      },
      {
        id: 'compareKwh',
        header: t('Usage.CompareKwh', { unit: history.unit }),
        cell: (i) => kwh(compare.wh[i]),
        kind: 'number',
      },
    );
  }
  return (
    <VirtualTable
      label={t('Usage.IntervalTitle')}
      countText={t('Usage.RowCount', {
        count: current.wh.length,
        formatted: formatNumber(current.wh.length, 0, i18n.language),
      })}
      columns={columns}
      rowCount={current.wh.length}
      rowKey={(i) => String(i)}
      testId="interval-table"
    />
  );
}
