import { dropWindow, languageOf, marketToday, withdrawUntil } from '@myaccount/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useInvalidateWholeEnrollment } from '../../../lib/query';
import { useReloadEnrollments, useSelectedEnrollment } from '../../enrollments';
import { serviceChangeBlock } from '../../home';
import { selectConfigurationParameters } from '../../util';
import { dropService } from '../api';
import { useDropCodes } from './drop-codes';
import { earlyTerminationFee, reasonCodeId, windowText } from './drop-rules';

/** Route /service/cancel: schedules the end of the selected service (spec §7 drop). */
export default function DropPage() {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatDate(date, i18n.language);
  const serviceChanged = useInvalidateWholeEnrollment();
  const reloadEnrollments = useReloadEnrollments();
  const config = useSelector(selectConfigurationParameters);
  const { enrollment } = useSelectedEnrollment();
  const utilityId = enrollment?.plans[0]?.utilities[0]?.id_utility ?? null;
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [removeMeter, setRemoveMeter] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Reasons are back-office data worded per language: asked again when the language changes.
  const codes = useDropCodes(utilityId, languageOf(i18n.language));

  // The enrollment list reloads after a drop; the confirmation must not wait for it.
  if (done) {
    return (
      <section aria-labelledby="drop-title">
        <h1 id="drop-title" className="h3 mb-3">
          {t('Service.Drop.Title')}
        </h1>
        <Alert variant="success" data-testid="drop-done">
          {t('Service.Drop.Done', { date: day(done) })}
        </Alert>
      </section>
    );
  }
  if (!enrollment || !config) return <p className="text-body-secondary">{t('Common.Loading')}</p>;
  const allowed = dropWindow(config.my_account_days_to_request_drop);
  // The warning up front prices ending today; the confirmation prices the date chosen (a
  // per-month fee shrinks as the contract's end nears).
  const fee = earlyTerminationFee(enrollment, config);
  const feeOnDate = date ? earlyTerminationFee(enrollment, config, date) : fee;

  const block = serviceChangeBlock(enrollment);
  if (block) {
    return (
      <section aria-labelledby="drop-title">
        <h1 id="drop-title" className="h3 mb-3">
          {t('Service.Drop.Title')}
        </h1>
        <Alert variant="info" data-testid="service-blocked">
          {t(`Service.Blocked.${block}`)}
        </Alert>
      </section>
    );
  }
  if (!enrollment.showCancelButton) {
    return <Alert variant="info">{t('Service.Drop.NotAllowed')}</Alert>;
  }

  function review(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (reasonCodeId(reason) === 0) return setError(t('Service.Drop.ChooseReason'));
    if (!date || date < allowed.first || date > allowed.last)
      return setError(t('Service.Drop.DateWindow', windowText(allowed, i18n.language)));
    setConfirming(true);
  }

  async function submit() {
    if (!enrollment) return;
    setBusy(true);
    try {
      const body = { effectiveDate: date, reasonCodeId: reasonCodeId(reason), removeMeter };
      await dropService(enrollment.id_enrollment, body);
      setDone(date);
      serviceChanged(enrollment.id_enrollment);
      void reloadEnrollments();
    } catch (err) {
      setError(errorText(t, err, t('Service.Drop.Failed')));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="drop-title">
      <h1 id="drop-title" className="h3 mb-3">
        {t('Service.Drop.Title')}
      </h1>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          {fee !== null && (
            <Alert variant="warning" data-testid="drop-etf">
              {t('Service.Drop.EtfWarning', {
                fee: formatMoney(fee),
                end: day(enrollment.contract_end_date ?? ''),
              })}
            </Alert>
          )}
          {error && (
            <Alert variant="danger" data-testid="drop-error" role="alert">
              {error}
            </Alert>
          )}
          <Form noValidate onSubmit={review}>
            <Form.Group className="mb-3" controlId="drop-reason">
              <Form.Label>{t('Service.Drop.Reason')}</Form.Label>
              <Form.Select value={reason} onChange={(e) => setReason(e.target.value)}>
                <option value="">{t('Service.Drop.ReasonPlaceholder')}</option>
                {(codes ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.description}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId="drop-date">
              <Form.Label>{t('Service.Drop.Date')}</Form.Label>
              <Form.Control
                type="date"
                min={allowed.first}
                max={allowed.last}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                aria-describedby="drop-date-help"
              />
              <Form.Text id="drop-date-help">
                {t('Service.Drop.DateWindow', windowText(allowed, i18n.language))}
              </Form.Text>
            </Form.Group>
            <Form.Check
              className="mb-3"
              id="drop-remove-meter"
              label={t('Service.RemoveMeter')}
              checked={removeMeter}
              onChange={(e) => setRemoveMeter(e.target.checked)}
            />
            <Button type="submit" variant="danger" data-testid="drop-review">
              {t('Service.Drop.Submit')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
      <Modal show={confirming} onHide={() => setConfirming(false)} centered>
        <Modal.Header closeButton closeLabel={t('Common.Close')}>
          <Modal.Title as="h2" className="h5">
            {t('Service.Drop.ConfirmTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            {date && withdrawUntil(date) >= marketToday()
              ? t('Service.Drop.ConfirmText', { date: day(date), until: day(withdrawUntil(date)) })
              : t('Service.Drop.ConfirmTextFinal', { date: day(date) })}
          </p>
          {feeOnDate !== null && (
            <p className="fw-semibold" data-testid="drop-confirm-etf">
              {t('Service.Drop.EtfOnDate', { fee: formatMoney(feeOnDate), date: day(date) })}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)} disabled={busy}>
            {t('Common.Cancel')}
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={busy} data-testid="drop-confirm">
            {busy ? t('Service.Saving') : t('Service.Drop.Confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
