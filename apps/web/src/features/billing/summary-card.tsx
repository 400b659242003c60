import type { StatementSummary } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { loadingBar } from '../../components/ui/loading-lines';
import { Ltr } from '../../components/ui/ltr';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import type { DataState } from '../../components/ui/data-section';

interface SummaryCardProps {
  summary: DataState<StatementSummary | null>;
  /** Shortcuts under the figures (Home shows pay / billing / usage links). */
  children?: ReactNode;
}

/**
 * A payment plan's and average billing's lines (issue 15): what of the balance is due now, the
 * instalments still to be billed and the next one; the levelized amount and deferred balance.
 */
function helpRows(s: StatementSummary, t: TFunction, language: string): [string, string, string][] {
  const rows: [string, string, string][] = [];
  const plan = s.help?.plan;
  if (plan) {
    rows.push(['due-now', t('Billing.Help.DueNow'), formatMoney(s.help!.dueNow)]);
    rows.push([
      'plan-remaining',
      t('Billing.Help.PlanRemaining', { count: plan.installmentsLeft }),
      formatMoney(plan.remaining),
    ]);
    if (plan.next) {
      const label = t('Billing.Help.PlanNext', {
        number: plan.next.number,
        count: plan.count,
        date: formatDate(plan.next.billDueOn, language),
      });
      rows.push(['plan-next', label, formatMoney(plan.next.amount)]);
    }
  }
  const average = s.help?.average;
  if (average) {
    rows.push(['average-amount', t('Billing.Help.AverageAmount'), formatMoney(average.monthlyAmount)]);
    rows.push(['average-deferred', t('Billing.Help.AverageDeferred'), formatMoney(average.deferredBalance)]);
  }
  return rows;
}

/** The statement summary (spec §3): balance, overdue, last payment and the next due date. */
export function SummaryCard({ summary, children }: SummaryCardProps) {
  const { t, i18n } = useTranslation();
  const s = summary.data;
  const loading = summary.status === 'loading';
  // While loading, the same rows with bars for values: the card is as tall as it usually is.
  const rows: [string, string, string | null][] =
    s || loading
      ? [
          ['balance', t('Billing.Balance'), s && formatMoney(s.stmtBalanceAmt)],
          ['overdue', t('Billing.Overdue'), s && formatMoney(s.overdueBalanceAmt)],
          ['last-payment', t('Billing.LastPayment'), s && formatMoney(s.lastPaymentAmt)],
          [
            'last-payment-date',
            t('Billing.LastPaymentDate'),
            s && formatDate(s.lastPaymentDate, i18n.language),
          ],
          ['next-due', t('Billing.NextDueDate'), s && formatDate(s.nextDueDate, i18n.language)],
          ...(s ? helpRows(s, t, i18n.language) : []),
        ]
      : [];
  return (
    <Card className="border-0 shadow-sm h-100" data-testid="summary-card" aria-busy={loading}>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Billing.SummaryTitle')}
        </Card.Title>
        {loading && <span className="visually-hidden">{t('Billing.Loading')}</span>}
        {!loading && !s && <p className="text-body-secondary mb-0">{t('Billing.NoBills')}</p>}
        {rows.length > 0 && (
          <dl className="row mb-0">
            {rows.map(([key, label, value]) => (
              <div className="col-12 d-flex justify-content-between gap-3 py-1 border-bottom" key={key}>
                <dt className="fw-normal text-body-secondary">{label}</dt>
                {value === null ? (
                  <dd aria-hidden="true" className="mb-0 w-25 placeholder-glow">
                    {loadingBar(12)}
                  </dd>
                ) : (
                  <dd className="mb-0 fw-semibold text-end" data-testid={`summary-${key}`}>
                    <Ltr>{value}</Ltr>
                  </dd>
                )}
              </div>
            ))}
          </dl>
        )}
        {children}
      </Card.Body>
    </Card>
  );
}
