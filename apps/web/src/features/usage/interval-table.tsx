import {
  bucketLabeller,
  bucketTimeMs,
  estimatedMask,
  formatNumber,
  formatQuantity,
  repeatedHourZone,
  type UsageSmtHistory,
  type UsageSeries,
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
  /** The start as read on the wall clock; the fall-back day's repeated hour says which one. */
  const startOf = (series: UsageSeries, label: string, i: number) => {
    const shown = formatIntervalStart(label, i18n.language);
    if (series.step !== 'PT15M' && series.step !== 'PT1H') return shown;
    const zone = repeatedHourZone(bucketTimeMs(series, i), timeZone, i18n.language);
    return zone ? `${shown} ${zone}` : shown;
  };
  const kwh = (wh: number | null | undefined) => {
    const value = whToKwh(wh);
    return value === null ? '-' : formatQuantity(value, i18n.language);
  };
  const columns: VirtualColumn[] = [
    {
      id: 'start',
      header: t('Usage.Start'),
      cell: (i) => startOf(current, decoded.labelOf(i), i),
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
        cell: (i) => (i < compare.wh.length ? startOf(compare, compareLabelOf(i), i) : '-'),
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
