import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { joinAverageBilling, leaveAverageBilling } from './api/changes';
import { useInvalidateEnrollment } from '../../lib/query';
import { useAverageBilling } from './api/average-billing';
import { LoadingLines } from '../../components/ui/loading-lines';

/**
 * "Average billing" (issue 15 §3): the same amount every month, levelled from the customer's
 * own last bills, with the true-up rule in plain words before they join or leave.
 */
export function AverageBillingSection({ enrollmentId }: { enrollmentId: number }) {
  const { t, i18n } = useTranslation();
  const state = useAverageBilling(enrollmentId);
  const invalidate = useInvalidateEnrollment(enrollmentId);
  const status = state.data;
  const failed = state.status === 'failed';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
      invalidate(['average-billing', 'statement-summary']);
    } catch (err) {
      setError(errorText(t, err, t('PaymentHelp.Average.Failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="border-0 shadow-sm mb-4" data-testid="average-section">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('PaymentHelp.Average.Title')}
        </Card.Title>
        {!status && !failed && <LoadingLines rows={[['', [9]]]} />}
        {failed && <p className="text-body-secondary mb-0">{t('PaymentHelp.LoadFailed')}</p>}
        {error && (
          <Alert variant="danger" role="alert" data-testid="average-error">
            {error}
          </Alert>
        )}
        {status && (
          <>
            <p>{t('PaymentHelp.Average.TrueUp', { months: status.months })}</p>
            {status.enrolled && (
              <>
                <p className="fw-semibold" data-testid="average-enrolled">
                  {t('PaymentHelp.Average.Enrolled', {
                    amount: formatMoney(status.monthlyAmount),
                    date: formatDate(status.enrolledOn, i18n.language),
                  })}
                </p>
                <Button
                  variant="outline-secondary"
                  disabled={busy}
                  onClick={() => void act(() => leaveAverageBilling(enrollmentId))}
                  data-testid="average-leave"
                >
                  {t('PaymentHelp.Average.Leave')}
                </Button>
              </>
            )}
            {!status.enrolled && status.averageAmount !== null && (
              <p data-testid="average-amount">
                {t('PaymentHelp.Average.Amount', {
                  amount: formatMoney(status.averageAmount),
                  total: formatMoney(status.historyTotal),
                  months: status.months,
                })}
              </p>
            )}
            {!status.enrolled && status.eligible && (
              <Button
                disabled={busy}
                onClick={() => void act(() => joinAverageBilling(enrollmentId, status.averageAmount!))}
                data-testid="average-join"
              >
                {t('PaymentHelp.Average.Join', { amount: formatMoney(status.averageAmount) })}
              </Button>
            )}
            {!status.enrolled && !status.eligible && status.reason && (
              <Alert variant="info" className="mb-0" data-testid="average-not-eligible">
                {t(`PaymentHelp.Average.Why.${status.reason}`, { months: status.months })}
              </Alert>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
