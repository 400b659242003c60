import type { Charge } from '@myaccount/contract';
import { useMemo, useState } from 'react';
import { Button, Pagination, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { type ChargeColumn, type ChargeSort, pageOf, sortCharges } from './sort-charges';

const PAGE_SIZE = 10;

const columns: { key: ChargeColumn; label: string; numeric: boolean }[] = [
  { key: 'charge_Date', label: 'Billing.ChargeDate', numeric: false },
  { key: 'type_Desc', label: 'Billing.ChargeType', numeric: false },
  { key: 'customer_Charge', label: 'Billing.CustomerCharge', numeric: true },
  { key: 'energy_Price', label: 'Billing.EnergyPrice', numeric: true },
  { key: 'tax', label: 'Billing.Tax', numeric: true },
  { key: 'total', label: 'Billing.Total', numeric: true },
  { key: 'billed_Usage', label: 'Billing.BilledUsage', numeric: true },
];

/** Itemised charges, sortable by any column (click again to reverse), ten per page. */
export function ChargesTable({ charges }: { charges: Charge[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<ChargeSort>({ column: 'charge_Date', descending: true });
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => sortCharges(charges, sort), [charges, sort]);
  const { rows, pages } = pageOf(sorted, page, PAGE_SIZE);
  const current = Math.min(page, pages - 1);

  function sortBy(column: ChargeColumn) {
    setSort((s) => ({ column, descending: s.column === column ? !s.descending : column === 'charge_Date' }));
    setPage(0);
  }

  const cell = (c: Charge, key: ChargeColumn) => {
    if (key === 'charge_Date') return formatDate(c.charge_Date, i18n.language);
    if (key === 'type_Desc') return c.type_Desc;
    if (key === 'energy_Price') return c.energy_Price ? `$ ${c.energy_Price.toFixed(5)}` : '-';
    if (key === 'billed_Usage') return c.billed_Usage ? c.billed_Usage.toLocaleString(i18n.language) : '-';
    return formatMoney(c[key]);
  };

  if (charges.length === 0) return <p className="text-body-secondary mb-0">{t('Billing.NoCharges')}</p>;
  return (
    <>
      <div className="table-responsive">
        <Table size="sm" hover className="mb-2" data-testid="charges-table">
          <thead>
            <tr>
              {columns.map(({ key, label, numeric }) => (
                <th
                  key={key}
                  scope="col"
                  className={numeric ? 'text-end' : undefined}
                  aria-sort={sort.column === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 fw-semibold text-reset text-nowrap"
                    onClick={() => sortBy(key)}
                  >
                    {t(label)}
                    {sort.column === key && <span aria-hidden="true">{sort.descending ? ' ▼' : ' ▲'}</span>}
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((c, i) => (
              <tr key={`${current}-${i}`}>
                {columns.map(({ key, numeric }) => (
                  <td key={key} className={numeric ? 'text-end text-nowrap' : undefined}>
                    {cell(c, key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {pages > 1 && (
        <nav aria-label={t('Billing.ChargesPages')} className="d-flex align-items-center gap-2 flex-wrap">
          <Pagination size="sm" className="mb-0">
            <Pagination.Item disabled={current === 0} onClick={() => setPage(current - 1)}>
              {t('Billing.Previous')}
            </Pagination.Item>
            <Pagination.Item disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
              {t('Billing.Next')}
            </Pagination.Item>
          </Pagination>
          <span className="small text-body-secondary" data-testid="charges-page">
            {t('Billing.PageOf', { page: current + 1, pages })}
          </span>
        </nav>
      )}
    </>
  );
}
