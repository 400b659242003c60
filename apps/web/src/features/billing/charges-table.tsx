import type { Charge } from '@myaccount/contract';
import { useMemo, useState } from 'react';
import { Button, Pagination } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  type CardPlace,
  type ColumnKind,
  ResponsiveTable,
  type TableColumn,
} from '../../components/ui/responsive-table';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { chargeLabel, priceText, quantityText } from './charge-figures';
import { type ChargeColumn, type ChargeSort, pageOf, sortCharges } from './sort-charges';

const PAGE_SIZE = 10;

const COLUMNS: { key: ChargeColumn; label: string; kind: ColumnKind }[] = [
  { key: 'charge_Date', label: 'Billing.ChargeDate', kind: 'date' },
  { key: 'type_Desc', label: 'Billing.ChargeType', kind: 'text' },
  { key: 'customer_Charge', label: 'Billing.CustomerCharge', kind: 'number' },
  { key: 'energy_Price', label: 'Billing.EnergyPrice', kind: 'number' },
  { key: 'tax', label: 'Billing.Tax', kind: 'number' },
  { key: 'total', label: 'Billing.Total', kind: 'number' },
  { key: 'billed_Usage', label: 'Billing.BilledUsage', kind: 'number' },
];

/** On a phone card: the charge type names the row and its total is the figure. */
const PLACES: Partial<Record<ChargeColumn, CardPlace>> = { type_Desc: 'title', total: 'figure' };

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
    if (key === 'type_Desc') return chargeLabel(c.code, c.type_Desc, i18n.language);
    if (key === 'energy_Price')
      return c.energy_Price ? priceText(c.unit, c.energy_Price, i18n.language, t) : '-';
    if (key === 'billed_Usage') {
      return c.billed_Usage ? quantityText(c.unit, c.billed_Usage, i18n.language, t) : '-';
    }
    return formatMoney(c[key]);
  };

  const columns: TableColumn<Charge>[] = COLUMNS.map(({ key, label, kind }) => ({
    id: key,
    kind,
    place: PLACES[key],
    cardLabel: t(label),
    headerProps: {
      'aria-sort': sort.column === key ? (sort.descending ? 'descending' : 'ascending') : 'none',
    },
    header: (
      <Button
        variant="link"
        size="sm"
        className="p-0 fw-semibold text-reset text-nowrap"
        onClick={() => sortBy(key)}
      >
        {t(label)}
        {sort.column === key && <span aria-hidden="true">{sort.descending ? ' ▼' : ' ▲'}</span>}
      </Button>
    ),
    cell: (c) => cell(c, key),
  }));

  if (charges.length === 0) return <p className="text-body-secondary mb-0">{t('Billing.NoCharges')}</p>;
  return (
    <>
      <ResponsiveTable
        label={t('Billing.Charges')}
        columns={columns}
        rows={rows}
        rowKey={(_, i) => `${current}-${i}`}
        testId="charges-table"
        hover
        headerControls
        className="mb-2"
      />
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
