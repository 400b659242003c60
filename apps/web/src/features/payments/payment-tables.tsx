import type { PaymentHistoryEntry, PendingPayment } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { billingText } from './billing-text';

/** `target`: the pending charge the page was opened for (the top-bar search's `?pending=`). */
export function PendingTable({ rows, target }: { rows: PendingPayment[]; target?: number | null }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('Payment.NoPending')}</p>;
  const columns: TableColumn<PendingPayment>[] = [
    {
      id: 'date',
      header: t('Payment.Date'),
      cell: (p) => formatDate(p.date_created.slice(0, 10), i18n.language),
      kind: 'date',
      place: 'title',
    },
    { id: 'method', header: t('Payment.Method'), cell: (p) => billingText(t, p.payment_type) },
    {
      id: 'confirmation',
      header: t('Payment.Confirmation'),
      cell: (p) => p.transaction_id ?? '-',
      kind: 'number',
    },
    {
      id: 'amount',
      header: t('Payment.Amount'),
      cell: (p) => formatMoney(p.amount),
      kind: 'number',
      place: 'figure',
    },
  ];
  return (
    <ResponsiveTable
      label={t('Payment.Pending')}
      columns={columns}
      rows={rows}
      rowKey={(p) => String(p.id_charge_transaction)}
      testId="pending-payments"
      isTarget={target ? (p) => p.id_charge_transaction === target : undefined}
    />
  );
}

/** `target`: the payment the page was opened for (the top-bar search's `?paid=…&amount=…`). */
export function HistoryTable({
  rows,
  target,
}: {
  rows: PaymentHistoryEntry[];
  target?: { date: string; amount: number } | null;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('Payment.NoHistory')}</p>;
  const columns: TableColumn<PaymentHistoryEntry>[] = [
    {
      id: 'paid',
      header: t('Payment.PaidDate'),
      cell: (p) => formatDate(p.paidDate, i18n.language),
      kind: 'date',
      place: 'title',
    },
    {
      id: 'deposited',
      header: t('Payment.DepositDate'),
      cell: (p) => formatDate(p.depositDate, i18n.language),
      kind: 'date',
    },
    { id: 'method', header: t('Payment.Method'), cell: (p) => billingText(t, p.payMethodDesc) },
    { id: 'direction', header: t('Payment.Direction'), cell: (p) => billingText(t, p.directionDesc) },
    { id: 'return', header: t('Payment.ReturnReason'), cell: (p) => p.returnReasonDesc || '-' },
    {
      // Issue 14: the receipt's number, for payments made in the portal.
      id: 'confirmation',
      header: t('Payment.Confirmation'),
      cell: (p) => p.confirmationNumber ?? '-',
      kind: 'number',
    },
    {
      id: 'amount',
      header: t('Payment.Amount'),
      cell: (p) => formatMoney(p.paidAmount),
      kind: 'number',
      place: 'figure',
    },
  ];
  return (
    <ResponsiveTable
      label={t('Payment.History')}
      columns={columns}
      rows={rows}
      rowKey={(p, i) => `${p.paidDate}-${i}`}
      testId="payment-history"
      isTarget={target ? (p) => p.paidDate === target.date && p.paidAmount === target.amount : undefined}
    />
  );
}
