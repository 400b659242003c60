import type { StatementSummary } from '@myaccount/contract';
import type { TFunction } from 'i18next';
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
  const rows: [string, string, string][] = s
    ? [
        ['balance', t('Billing.Balance'), formatMoney(s.stmtBalanceAmt)],
        ['overdue', t('Billing.Overdue'), formatMoney(s.overdueBalanceAmt)],
        ['last-payment', t('Billing.LastPayment'), formatMoney(s.lastPaymentAmt)],
        ['last-payment-date', t('Billing.LastPaymentDate'), formatDate(s.lastPaymentDate, i18n.language)],
        ['next-due', t('Billing.NextDueDate'), formatDate(s.nextDueDate, i18n.language)],
        ...helpRows(s, t, i18n.language),
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
