import { formatQuantity, type UsageSmtHistory } from '@myaccount/contract';
import { useState } from 'react';
import { Pagination } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table';
import { formatIntervalStart } from './interval-start';

const PAGE_SIZE = 24;

/** Every interval point at full resolution, a page at a time (a year is 35,040 rows). */
export function IntervalTable({ history }: { history: UsageSmtHistory }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const { current, compare } = history;
  const pages = Math.max(1, Math.ceil(current.start.length / PAGE_SIZE));
  const at = Math.min(page, pages - 1);
  const kwh = (v: number | null | undefined) =>
    v === null || v === undefined ? '-' : formatQuantity(v, i18n.language);
  const indexes = Array.from({ length: PAGE_SIZE }, (_, i) => at * PAGE_SIZE + i).filter(
    (i) => i < current.start.length,
  );
  const columns: TableColumn<number>[] = [
    {
      id: 'start',
      header: t('Usage.Start'),
      cell: (i) => formatIntervalStart(current.start[i], i18n.language),
      kind: 'date',
      place: 'title',
    },
    {
      id: 'kwh',
      header: t('Usage.Usage', { unit: history.unit }),
      cell: (i) => kwh(current.kwh[i]),
      kind: 'number',
      place: 'figure',
    },
    {
      id: 'estimated',
      header: t('Usage.Estimated'),
      cell: (i) => (current.estimated[i] ? t('Usage.Yes') : ''),
    },
  ];
  if (compare) {
    columns.push(
      {
        id: 'compareStart',
        header: t('Usage.CompareStart'),
        cell: (i) => formatIntervalStart(compare.start[i], i18n.language),
        kind: 'date',
      },
      {
        id: 'compareKwh',
        header: t('Usage.CompareKwh', { unit: history.unit }),
        cell: (i) => kwh(compare.kwh[i]),
        kind: 'number',
      },
    );
  }
  return (
    <>
      <ResponsiveTable
        label={t('Usage.IntervalTitle')}
        columns={columns}
        rows={indexes}
        rowKey={(i) => current.start[i]!}
        testId="interval-table"
        className="mb-2"
      />
      {pages > 1 && (
        <nav aria-label={t('Usage.IntervalPages')} className="d-flex align-items-center gap-2 flex-wrap">
          <Pagination size="sm" className="mb-0">
            <Pagination.Item disabled={at === 0} onClick={() => setPage(at - 1)}>
              {t('Billing.Previous')}
            </Pagination.Item>
            <Pagination.Item disabled={at >= pages - 1} onClick={() => setPage(at + 1)}>
              {t('Billing.Next')}
            </Pagination.Item>
          </Pagination>
          <span className="small text-body-secondary">{t('Billing.PageOf', { page: at + 1, pages })}</span>
        </nav>
      )}
    </>
  );
}
