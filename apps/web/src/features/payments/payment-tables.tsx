import type { PaymentHistoryEntry, PendingPayment } from '@myaccount/contract';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';

export function PendingTable({ rows }: { rows: PendingPayment[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('Payment.NoPending')}</p>;
  return (
    <Table responsive size="sm" className="mb-0" data-testid="pending-payments">
      <thead>
        <tr>
          <th scope="col">{t('Payment.Date')}</th>
          <th scope="col">{t('Payment.Method')}</th>
          <th scope="col" className="text-end">
            {t('Payment.Amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id_charge_transaction}>
            <td>{formatDate(p.date_created.slice(0, 10), i18n.language)}</td>
            <td>{p.payment_type}</td>
            <td className="text-end">{formatMoney(p.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function HistoryTable({ rows }: { rows: PaymentHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('Payment.NoHistory')}</p>;
  return (
    <Table responsive size="sm" className="mb-0" data-testid="payment-history">
      <thead>
        <tr>
          <th scope="col">{t('Payment.PaidDate')}</th>
          <th scope="col">{t('Payment.DepositDate')}</th>
          <th scope="col">{t('Payment.Method')}</th>
          <th scope="col">{t('Payment.Direction')}</th>
          <th scope="col">{t('Payment.ReturnReason')}</th>
          <th scope="col" className="text-end">
            {t('Payment.Amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p, i) => (
          <tr key={`${p.paidDate}-${i}`}>
            <td>{formatDate(p.paidDate, i18n.language)}</td>
            <td>{formatDate(p.depositDate, i18n.language)}</td>
            <td>{p.payMethodDesc}</td>
            <td>{p.directionDesc}</td>
            <td>{p.returnReasonDesc || '-'}</td>
            <td className="text-end">{formatMoney(p.paidAmount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
