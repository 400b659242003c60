import type { UsageSmtHistory } from '@myaccount/contract';
import { useState } from 'react';
import { Pagination, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
    v === null || v === undefined
      ? '-'
      : v.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const indexes = Array.from({ length: PAGE_SIZE }, (_, i) => at * PAGE_SIZE + i).filter(
    (i) => i < current.start.length,
  );
  return (
    <>
      <div className="table-responsive">
        <Table size="sm" className="mb-2" data-testid="interval-table">
          <thead>
            <tr>
              <th scope="col">{t('Usage.Start')}</th>
              <th scope="col" className="text-end">
                kWh
              </th>
              <th scope="col">{t('Usage.Estimated')}</th>
              {compare && <th scope="col">{t('Usage.CompareStart')}</th>}
              {compare && (
                <th scope="col" className="text-end">
                  {t('Usage.CompareKwh')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {indexes.map((i) => (
              <tr key={current.start[i]}>
                <td className="text-nowrap">{formatIntervalStart(current.start[i], i18n.language)}</td>
                <td className="text-end">{kwh(current.kwh[i])}</td>
                <td>{current.estimated[i] ? t('Usage.Yes') : ''}</td>
                {compare && (
                  <td className="text-nowrap">{formatIntervalStart(compare.start[i], i18n.language)}</td>
                )}
                {compare && <td className="text-end">{kwh(compare.kwh[i])}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
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
