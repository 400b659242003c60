import type { DeferredPlanStatus } from '@myaccount/contract';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { acceptDeferredPlan } from './api/changes';
import { ScheduleTable } from './schedule-table';
import { useInvalidateEnrollment } from '../../lib/query';
import { useDeferredPlanStatus } from './api/deferred-plan-status';
import { LoadingLines } from '../../components/ui/loading-lines';

/**
 * "Spread an overdue balance" (issue 15 §2): the plan running, or the schedule for the chosen
 * number of instalments shown in full before the customer accepts it.
 */
export function DeferredPlanSection({ enrollmentId }: { enrollmentId: number }) {
  const { t, i18n } = useTranslation();
  const state = useDeferredPlanStatus(enrollmentId);
  const invalidate = useInvalidateEnrollment(enrollmentId);
  const status = state.data;
  const failed = state.status === 'failed';
  const [accepted, setAccepted] = useState(false);

  return (
    <Card className="border-0 shadow-sm mb-4" data-testid="plan-section">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('PaymentHelp.Plan.Title')}
        </Card.Title>
        {!status && !failed && <LoadingLines rows={[['', [9, 6]]]} />}
        {failed && <p className="text-body-secondary mb-0">{t('PaymentHelp.LoadFailed')}</p>}
        {accepted && (
          <Alert variant="success" role="status" data-testid="plan-accepted">
            {t('PaymentHelp.Plan.Accepted')}
          </Alert>
        )}
        {status?.plan && (
          <>
            <p data-testid="plan-active">
              {t('PaymentHelp.Plan.Active', {
                amount: formatMoney(status.plan.amount),
                count: status.plan.installments.length,
                date: formatDate(status.plan.acceptedOn, i18n.language),
              })}
            </p>
            <ScheduleTable schedule={status.plan.installments} total={status.plan.amount} />
            <p className="small text-body-secondary mb-0">{t('PaymentHelp.Plan.MissedRule')}</p>
          </>
        )}
        {status && !status.plan && status.eligible && (
          <PlanOffer
            status={status}
            enrollmentId={enrollmentId}
            onAccepted={() => {
              setAccepted(true);
              invalidate(['deferred-plan', 'statement-summary']);
            }}
          />
        )}
        {status && !status.plan && !status.eligible && (
          <Alert variant="info" className="mb-0" data-testid="plan-not-eligible">
            {t(`PaymentHelp.Plan.Why.${status.reason}`)}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

interface OfferProps {
  status: DeferredPlanStatus;
  enrollmentId: number;
  onAccepted: () => void;
}

function PlanOffer({ status, enrollmentId, onAccepted }: OfferProps) {
  const { t } = useTranslation();
  const [count, setCount] = useState(status.minInstallments);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choice = status.choices.find((c) => c.installments === count) ?? status.choices[0]!;

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await acceptDeferredPlan(enrollmentId, { installments: choice.installments, amount: status.overdue });
      onAccepted();
    } catch (err) {
      setError(errorText(t, err, t('PaymentHelp.Plan.Failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p data-testid="plan-offer">
        {t('PaymentHelp.Plan.Offer', {
          overdue: formatMoney(status.overdue),
          min: status.minInstallments,
          max: status.maxInstallments,
        })}
      </p>
      {error && (
        <Alert variant="danger" role="alert" data-testid="plan-error">
          {error}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="plan-count">
        <Form.Label>{t('PaymentHelp.Plan.Count')}</Form.Label>
        <Form.Select value={choice.installments} onChange={(e) => setCount(Number(e.target.value))}>
          {status.choices.map((c) => (
            <option key={c.installments} value={c.installments}>
              {t('PaymentHelp.Plan.CountChoice', {
                count: c.installments,
                amount: formatMoney(c.schedule[0]!.amount),
              })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <ScheduleTable schedule={choice.schedule} total={status.overdue} />
      <p className="small text-body-secondary">{t('PaymentHelp.Plan.MissedRule')}</p>
      <Button onClick={() => void accept()} disabled={busy} data-testid="plan-accept">
        {busy ? t('PaymentHelp.Sending') : t('PaymentHelp.Plan.Accept', { count: choice.installments })}
      </Button>
    </>
  );
}
