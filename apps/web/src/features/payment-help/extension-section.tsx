import type { ExtensionStatus } from '@myaccount/contract';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { requestExtension } from './api/changes';
import { dueDateChoices } from './extension-choices';
import { useInvalidateEnrollment } from '../../lib/query';
import { useExtensionStatus } from './api/extension-status';
import { LoadingLines } from '../../components/ui/loading-lines';

/**
 * "More time to pay" (issue 15 §1): whether the due date may move, and why not when it may
 * not; the choice of a new date, reviewed before it is asked for.
 */
export function ExtensionSection({ enrollmentId }: { enrollmentId: number }) {
  const { t, i18n } = useTranslation();
  const day = (date: string | null) => formatDate(date, i18n.language);
  const state = useExtensionStatus(enrollmentId);
  const invalidate = useInvalidateEnrollment(enrollmentId);
  const status = state.data;
  const failed = state.status === 'failed';
  const [days, setDays] = useState(0);
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [granted, setGranted] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const extension = await requestExtension(enrollmentId, days);
      setGranted(extension.newDueDate);
      setReviewing(false);
      // The due date moved: Home's, Billing's and the payment screen's too.
      invalidate(['extension', 'statement-summary']);
    } catch (err) {
      setError(errorText(t, err, t('PaymentHelp.Extension.Failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="border-0 shadow-sm mb-4" data-testid="extension-section">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('PaymentHelp.Extension.Title')}
        </Card.Title>
        {!status && !failed && <LoadingLines rows={[['', [9, 6]]]} />}
        {failed && <p className="text-body-secondary mb-0">{t('PaymentHelp.LoadFailed')}</p>}
        {granted && (
          <Alert variant="success" data-testid="extension-granted" role="status">
            {t('PaymentHelp.Extension.Granted', { date: day(granted) })}
          </Alert>
        )}
        {error && (
          <Alert variant="danger" data-testid="extension-error" role="alert">
            {error}
          </Alert>
        )}
        {status && (
          <>
            <p data-testid="extension-rule">
              {t('PaymentHelp.Extension.Rule', {
                days: status.maxDays,
                months: status.periodMonths,
                limit: formatMoney(status.overdueLimit),
              })}
            </p>
            {status.lastExtension && (
              <p className="text-body-secondary" data-testid="extension-last">
                {t('PaymentHelp.Extension.Last', {
                  on: day(status.lastExtension.requestedOn),
                  from: day(status.lastExtension.originalDueDate),
                  to: day(status.lastExtension.newDueDate),
                })}
              </p>
            )}
            {status.eligible ? (
              <ExtensionForm
                status={status}
                days={days}
                onDays={(d) => {
                  setDays(d);
                  setReviewing(false);
                }}
                reviewing={reviewing}
                onReview={() => setReviewing(true)}
                onBack={() => setReviewing(false)}
                onConfirm={() => void confirm()}
                busy={busy}
              />
            ) : (
              <Alert variant="info" className="mb-0" data-testid="extension-not-eligible">
                {t(`PaymentHelp.Extension.Why.${status.reason}`, {
                  date: day(status.dueDate),
                  next: day(status.nextEligibleOn),
                  overdue: formatMoney(status.overdue),
                  limit: formatMoney(status.overdueLimit),
                })}
              </Alert>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}

interface FormProps {
  status: ExtensionStatus;
  days: number;
  onDays: (days: number) => void;
  reviewing: boolean;
  onReview: () => void;
  onBack: () => void;
  onConfirm: () => void;
  busy: boolean;
}

function ExtensionForm({ status, days, onDays, reviewing, onReview, onBack, onConfirm, busy }: FormProps) {
  const { t, i18n } = useTranslation();
  const day = (date: string | null) => formatDate(date, i18n.language);
  const choices = dueDateChoices(status);
  const chosen = choices.find((c) => c.days === days);
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onReview();
      }}
    >
      <p>
        {t('PaymentHelp.Extension.Current', {
          amount: formatMoney(status.amountDue),
          date: day(status.dueDate),
        })}
      </p>
      <Form.Group className="mb-3" controlId="extension-date">
        <Form.Label>{t('PaymentHelp.Extension.NewDate')}</Form.Label>
        <Form.Select value={days} onChange={(e) => onDays(Number(e.target.value))}>
          <option value={0}>{t('PaymentHelp.Extension.Choose')}</option>
          {choices.map((c) => (
            <option key={c.days} value={c.days}>
              {t('PaymentHelp.Extension.Choice', { date: day(c.date), count: c.days })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {!reviewing && (
        <Button type="submit" disabled={!chosen} data-testid="extension-review">
          {t('PaymentHelp.Review')}
        </Button>
      )}
      {reviewing && chosen && (
        <div className="border rounded p-3" data-testid="extension-confirmation">
          <p className="fw-semibold">
            {t('PaymentHelp.Extension.Confirm', { from: day(status.dueDate), to: day(chosen.date) })}
          </p>
          <p>{t('PaymentHelp.Extension.OncePerPeriod', { months: status.periodMonths })}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={onConfirm} disabled={busy} data-testid="extension-confirm">
              {busy ? t('PaymentHelp.Sending') : t('PaymentHelp.Extension.Accept')}
            </Button>
            <Button variant="outline-secondary" onClick={onBack} disabled={busy}>
              {t('PaymentHelp.Back')}
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}
