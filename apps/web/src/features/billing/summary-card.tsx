import type { StatementSummary } from '@myaccount/contract';
import type { ReactNode } from 'react';
import { Card, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import type { DataState } from '../../components/ui/data-section';

interface SummaryCardProps {
  summary: DataState<StatementSummary | null>;
  /** Shortcuts under the figures (Home shows pay / billing / usage links). */
  children?: ReactNode;
}

/** The statement summary (spec §3): balance, overdue, last payment and the next due date. */
export function SummaryCard({ summary, children }: SummaryCardProps) {
  const { t, i18n } = useTranslation();
  const s = summary.data;
  const rows: [string, string, string][] = s
    ? [
        ['balance', t('Billing.Balance'), formatMoney(s.stmtBalanceAmt)],
        ['overdue', t('Billing.Overdue'), formatMoney(s.overdueBalanceAmt)],
        ['last-payment', t('Billing.LastPayment'), formatMoney(s.lastPaymentAmt)],
        ['last-payment-date', t('Billing.LastPaymentDate'), formatDate(s.lastPaymentDate, i18n.language)],
        ['next-due', t('Billing.NextDueDate'), formatDate(s.nextDueDate, i18n.language)],
      ]
    : [];
  return (
    <Card className="border-0 shadow-sm h-100" data-testid="summary-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Billing.SummaryTitle')}
        </Card.Title>
        {summary.status === 'loading' && (
          <Placeholder as="p" animation="glow" aria-hidden="true">
            <Placeholder xs={8} /> <Placeholder xs={6} /> <Placeholder xs={7} />
          </Placeholder>
        )}
        {summary.status !== 'loading' && !s && (
          <p className="text-body-secondary mb-0">{t('Billing.NoBills')}</p>
        )}
        {s && (
          <dl className="row mb-0">
            {rows.map(([key, label, value]) => (
              <div className="col-12 d-flex justify-content-between gap-3 py-1 border-bottom" key={key}>
                <dt className="fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-0 fw-semibold text-end" data-testid={`summary-${key}`}>
                  <Ltr>{value}</Ltr>
                </dd>
              </div>
            ))}
          </dl>
        )}
        {children}
      </Card.Body>
    </Card>
  );
}
