import type { TimelineChange } from '@myaccount/contract';
import { memo, useState } from 'react';
import { Alert, Button, Card, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useInvalidateEnrollment } from '../../../lib/query';
import { useReloadEnrollments } from '../../enrollments';
import { withdrawChange } from '../api';
import { useTimeline } from './timeline';
import { ChangeLine } from './change-line';

/**
 * Home's timeline of the selected service (issue 15): requested → scheduled → active →
 * ending → ended with dates, and each drop or move (move-out and move-in named together)
 * with a Withdraw button until its cut-off. A chunk of its own, fetched after Home paints.
 */
export default memo(function TimelineCard({ enrollmentId }: { enrollmentId: number }) {
  const { t, i18n } = useTranslation();
  const reloadEnrollments = useReloadEnrollments();
  const timeline = useTimeline(enrollmentId);
  const invalidate = useInvalidateEnrollment(enrollmentId);
  const [confirming, setConfirming] = useState<TimelineChange | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Nothing to show until it loads, nor when the read failed (spec §8: Home stays usable).
  if (timeline.status !== 'ready' || !Array.isArray(timeline.data?.stages)) return null;
  const { stages, changes, renewals } = timeline.data;
  const day = (date: string) => formatDate(date, i18n.language);

  async function withdraw() {
    if (!confirming) return;
    setBusy(true);
    try {
      await withdrawChange(enrollmentId, confirming.id);
      setMessage({ ok: true, text: t('Service.Timeline.WithdrawDone') });
      invalidate(['timeline']);
      void reloadEnrollments();
    } catch (err) {
      setMessage({ ok: false, text: errorText(t, err, t('Service.Timeline.WithdrawFailed')) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <Card className="border-0 shadow-sm mt-4" data-testid="timeline-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Service.Timeline.Title')}
        </Card.Title>
        <ol className="list-unstyled d-flex flex-wrap gap-3 mb-3" data-testid="timeline-stages">
          {stages.map((s) => (
            <li
              key={s.stage}
              className={s.reached ? 'fw-semibold' : 'text-body-secondary'}
              data-testid={`timeline-${s.stage}`}
              data-reached={s.reached}
            >
              <span aria-hidden="true">{s.reached ? '● ' : '○ '}</span>
              {t(`Service.Timeline.Stage.${s.stage}`)}
              {s.date && (
                <span className="d-block small fw-normal">
                  {s.reached
                    ? formatDate(s.date, i18n.language)
                    : t('Service.Timeline.Expected', { date: formatDate(s.date, i18n.language) })}
                </span>
              )}
              <span className="visually-hidden">
                {` (${t(s.reached ? 'Service.Timeline.Reached' : 'Service.Timeline.NotYet')})`}
              </span>
            </li>
          ))}
        </ol>
        {message && (
          <Alert variant={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        {changes.length > 0 && (
          <ul className="list-unstyled mb-0">
            {changes.map((c) => (
              <ChangeLine key={c.id} change={c} onWithdraw={() => setConfirming(c)} />
            ))}
          </ul>
        )}
        {renewals.length > 0 && (
          <ul className="list-unstyled mb-0 mt-2">
            {renewals.map((r) => (
              <li key={r.id} className="mb-2" data-testid="timeline-renewal">
                {t('Service.Timeline.Renewal', {
                  accepted: day(r.accepted_on),
                  plan: r.plan_name,
                  start: day(r.start_date),
                  end: day(r.end_date),
                })}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
      <Modal show={confirming !== null} onHide={() => setConfirming(null)} centered>
        <Modal.Header closeButton closeLabel={t('Common.Close')}>
          <Modal.Title as="h2" className="h5">
            {t('Service.Timeline.ConfirmTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirming &&
            t(confirming.kind === 'drop' ? 'Service.Timeline.ConfirmDrop' : 'Service.Timeline.ConfirmMove')}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(null)} disabled={busy}>
            {t('Service.Timeline.Keep')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void withdraw()}
            disabled={busy}
            data-testid="withdraw-confirm"
          >
            {busy ? t('Service.Saving') : t('Service.Timeline.Withdraw')}
          </Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
});
