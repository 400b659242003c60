import { amountDueNow, type RecurringBilling, type StatementSummary } from '@myaccount/contract';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import type { DataState } from '../../components/ui/data-section';
import { LoadingLines } from '../../components/ui/loading-lines';
import { Ltr } from '../../components/ui/ltr';
import { PAYMENT_HELP_PATH } from '../payment-help';
import { shortMethodLabel } from '../payments';

interface DueCardProps {
  summary: DataState<StatementSummary | null>;
  autopay: DataState<RecurringBilling | null>;
  canPay: boolean;
  /** The last bill's change in one sentence, and other lines under the figures. */
  children?: ReactNode;
}

/**
 * What the customer came for (issue 12 §6): the amount due, when, and whether autopay takes
 * care of it — in words: "Paid automatically on 12/07 from Visa ending 1111" or "Pay by 12/07".
 */
export function DueCard({ summary, autopay, canPay, children }: DueCardProps) {
  const { t, i18n } = useTranslation();
  // The status sentence and the Pay button depend on autopay too: both answers first, so the
  // card never says "Pay by" and then "Paid automatically".
  const loading = summary.status === 'loading' || autopay.status === 'loading';
  const s = loading ? null : summary.data;
  const due = s ? formatDate(s.nextDueDate, i18n.language) : '';
  // With a payment plan the instalments still to be billed are owed but not due yet (issue 15):
  // the big figure is what is due now, the plan's remainder beside it, and they add up to the
  // balance. Autopay draws the same figure.
  const dueNow = s ? amountDueNow(s) : 0;
  const plan = s?.help?.plan;
  const owed = dueNow > 0;
  const automatic = !!s && owed && autopay.data && (!s.nextDueDate || autopay.data.dateFrom <= s.nextDueDate);
  return (
    <Card className="border-0 shadow-sm h-100" data-testid="due-card" aria-busy={loading}>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Home.DueTitle')}
        </Card.Title>
        {loading && (
          <LoadingLines
            rows={[
              ['display-6 mb-1', [5]],
              ['mb-3', [11, 6]],
            ]}
          />
        )}
        {!loading && !s && <p className="text-body-secondary mb-0">{t('Billing.NoBills')}</p>}
        {s && (
          <>
            <p className="display-6 fw-semibold mb-1" data-testid="due-amount">
              <Ltr>{formatMoney(dueNow)}</Ltr>
            </p>
            {plan && plan.remaining > 0 && (
              <p className="small text-body-secondary mb-1" data-testid="due-plan-remaining">
                {t('Home.DuePlanRemaining', {
                  amount: formatMoney(plan.remaining),
                  count: plan.installmentsLeft,
                  balance: formatMoney(s.stmtBalanceAmt),
                })}
              </p>
            )}
            <p className="mb-3" data-testid="due-status">
              {!owed
                ? t('Home.NothingDue')
                : automatic
                  ? t('Home.AutopayOn', { date: due, method: shortMethodLabel(autopay.data!, t) })
                  : t('Home.PayBy', { date: due })}
            </p>
            <div className="d-flex flex-wrap align-items-center gap-3">
              {owed && !automatic && canPay && (
                <Link to="/payment" className="btn btn-primary" data-testid="due-pay">
                  {t('Home.Pay')}
                </Link>
              )}
              {/* Issue 15: where a customer short of money looks first, next to what is due. */}
              {s.stmtBalanceAmt > 0 && (
                <Link to={PAYMENT_HELP_PATH} data-testid="due-payment-help">
                  {t('PaymentHelp.Link')}
                </Link>
              )}
            </div>
          </>
        )}
        {/* Below the figures: shown with them, never above bars that then push it down; mounted
            from the start, so its own read goes out beside theirs. */}
        <div className={loading ? 'd-none' : undefined}>{children}</div>
      </Card.Body>
    </Card>
  );
}
