import type { PaymentHistoryEntry, PendingPayment } from '@myaccount/contract';
import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { billingText } from './billing-text';

/**
 * A table that may scroll sideways on a narrow screen. It holds no control of its own, so the
 * wrapper takes the focus: keyboard users can then scroll it with the arrow keys, and a
 * screen reader names the region (WCAG 2.1.1, axe scrollable-region-focusable).
 */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function PendingTable({ rows }: { rows: PendingPayment[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('Payment.NoPending')}</p>;
  return (
    <ScrollingTable label={t('Payment.Pending')}>
      <Table size="sm" className="mb-0" data-testid="pending-payments">
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
              <td>{billingText(t, p.payment_type)}</td>
              <td className="text-end">{formatMoney(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollingTable>
  );
}

export function HistoryTable({ rows }: { rows: PaymentHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('Payment.NoHistory')}</p>;
  return (
    <ScrollingTable label={t('Payment.History')}>
      <Table size="sm" className="mb-0" data-testid="payment-history">
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
              <td>{billingText(t, p.payMethodDesc)}</td>
              <td>{billingText(t, p.directionDesc)}</td>
              <td>{p.returnReasonDesc || '-'}</td>
              <td className="text-end">{formatMoney(p.paidAmount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollingTable>
  );
}
