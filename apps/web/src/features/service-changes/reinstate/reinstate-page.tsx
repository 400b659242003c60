import { formatRate, type ReinstatementQuote } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ltr } from '../../../components/ui/ltr';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useReinstatement } from './reinstatement';
import { useReloadEnrollments, useSelectedEnrollment } from '../../enrollments';
import { reinstateService } from '../api';
import { useInvalidateWholeEnrollment } from '../../../lib/query';
import { LoadingLines } from '../../../components/ui/loading-lines';

/** What reinstating does, in words: the drop cancelled, or service re-opened from a date. */
function explanation(q: ReinstatementQuote, t: TFunction, language: string): string {
  const day = (date: string | null) => (date ? formatDate(date, language) : '');
  if (q.mode === 'cancel_drop') return t('Service.Reinstate.CancelDrop', { date: day(q.ends_on) });
  return t('Service.Reinstate.Reopen', {
    ended: day(q.ends_on),
    start: day(q.start_date),
    until: day(q.until),
  });
}

/**
 * Route /service/reinstate (issue 15): the selected service, scheduled to end or ended within
 * the reinstatement window, kept or re-opened on the same plan and contract, after the
 * customer has read what that means; the reason when it cannot be.
 */
export default function ReinstatePage() {
  const { t, i18n } = useTranslation();
  const { enrollment } = useSelectedEnrollment();
  const serviceChanged = useInvalidateWholeEnrollment();
  const reloadEnrollments = useReloadEnrollments();
  const id = enrollment?.id_enrollment ?? null;
  const state = useReinstatement(id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const q = state.data;
  const language = i18n.language;

  async function confirm() {
    if (id === null) return;
    setBusy(true);
    setError(null);
    try {
      await reinstateService(id);
      setDone(true);
      serviceChanged(id);
      void reloadEnrollments();
    } catch (err) {
      setError(errorText(t, err, t('Service.Reinstate.Failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="reinstate-title">
      <h1 id="reinstate-title" className="h3 mb-3">
        {t('Service.Reinstate.Title')}
      </h1>
      {state.status === 'loading' && <LoadingLines rows={[['', [8]]]} />}
      {state.status === 'failed' && <Alert variant="warning">{t('Service.Reinstate.LoadFailed')}</Alert>}
      {done && (
        <Alert variant="success" ref={doneRef} tabIndex={-1} role="status" data-testid="reinstate-done">
          {t('Service.Reinstate.Done')}{' '}
          <Link to="/" className="alert-link">
            {t('Service.Renew.BackHome')}
          </Link>
        </Alert>
      )}
      {q && !done && q.reason && (
        <Alert variant="info" data-testid="reinstate-refused">
          {t(`Service.Reinstate.Refusal.${q.reason}`, {
            date: q.until ? formatDate(q.until, language) : '',
          })}
        </Alert>
      )}
      {q && !done && q.eligible && (
        <Card className="border-0 shadow-sm" data-testid="reinstate-review">
          <Card.Body>
            <p data-testid="reinstate-explanation">{explanation(q, t, language)}</p>
            <dl className="row mb-3">
              <dt className="col-sm-4 fw-normal text-body-secondary">{t('Service.Reinstate.Plan')}</dt>
              <dd className="col-sm-8 fw-semibold" data-testid="reinstate-plan">
                {q.plan_name}
              </dd>
              <dt className="col-sm-4 fw-normal text-body-secondary">{t('Home.Rate')}</dt>
              <dd className="col-sm-8 fw-semibold">
                <Ltr>{formatRate(q.rate, language, q.uom)}</Ltr>
              </dd>
              <dt className="col-sm-4 fw-normal text-body-secondary">{t('Home.MonthlyFee')}</dt>
              <dd className="col-sm-8 fw-semibold">
                <Ltr>{q.monthly_fee > 0 ? formatMoney(q.monthly_fee) : t('Service.Renew.NoFee')}</Ltr>
              </dd>
              <dt className="col-sm-4 fw-normal text-body-secondary">{t('Service.Renew.Contract')}</dt>
              <dd className="col-sm-8 fw-semibold">
                {q.contract_end_date
                  ? t('Service.Reinstate.ContractEnds', { date: formatDate(q.contract_end_date, language) })
                  : t('Service.Reinstate.NoContract')}
              </dd>
            </dl>
            {error && (
              <Alert variant="danger" role="alert" data-testid="reinstate-error">
                {error}
              </Alert>
            )}
            <div className="d-flex flex-wrap gap-2">
              <Button
                variant="success"
                disabled={busy}
                onClick={() => void confirm()}
                data-testid="reinstate-confirm"
              >
                {busy ? t('Service.Saving') : t('Service.Reinstate.Confirm')}
              </Button>
              <Link to="/" className="btn btn-outline-secondary">
                {t('Service.Reinstate.Keep')}
              </Link>
            </div>
          </Card.Body>
        </Card>
      )}
    </section>
  );
}
