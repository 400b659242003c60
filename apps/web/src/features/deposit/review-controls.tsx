import { CREDIT_LETTER_REASON_MAX } from '@myaccount/contract';
import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { reviewCreditLetter } from './api';

interface Props {
  enrollmentId: number;
  letterId: number;
  /** Called after the review was recorded, to read the deposit again. */
  onReviewed: () => void;
}

/**
 * A support agent's Approve / Reject on the customer's pending letter (shown in agent mode
 * only; the server refuses a customer anyway). Rejecting asks why: the customer is told.
 */
export function ReviewControls({ enrollmentId, letterId, onReviewed }: Props) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function decide(decision: 'approve' | 'reject') {
    if (decision === 'reject' && reason.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await reviewCreditLetter(enrollmentId, letterId, { decision, reason: reason.trim() });
      onReviewed();
    } catch (err) {
      setFailure(errorText(t, err, t('Deposit.Review.Failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="border-top pt-3 mt-3" data-testid="deposit-review">
      <h3 className="h6">{t('Deposit.Review.Title')}</h3>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {rejecting && (
        <Form.Group controlId={reasonId} className="mb-2">
          <Form.Label>{t('Deposit.Review.Reason')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={reason}
            maxLength={CREDIT_LETTER_REASON_MAX}
            required
            isInvalid={missing}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
            data-testid="deposit-review-reason"
          />
          <Form.Control.Feedback type="invalid" id={`${reasonId}-error`}>
            {t('Deposit.Review.ReasonRequired')}
          </Form.Control.Feedback>
        </Form.Group>
      )}
      <div className="d-flex flex-wrap gap-2">
        {!rejecting && (
          <Button
            variant="success"
            disabled={busy}
            onClick={() => void decide('approve')}
            data-testid="deposit-approve"
          >
            {t('Deposit.Review.Approve')}
          </Button>
        )}
        <Button
          variant="outline-danger"
          disabled={busy}
          onClick={() => (rejecting ? void decide('reject') : setRejecting(true))}
          data-testid="deposit-reject"
        >
          {rejecting ? t('Deposit.Review.ConfirmReject') : t('Deposit.Review.Reject')}
        </Button>
        {rejecting && (
          <Button variant="link" disabled={busy} onClick={() => setRejecting(false)}>
            {t('Common.Cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
