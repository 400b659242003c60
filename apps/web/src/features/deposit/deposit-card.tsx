import { memo } from 'react';
import type { DepositTracker } from '@myaccount/contract';

import { Alert, Card, ProgressBar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { useInvalidateEnrollment } from '../../lib/query';
import { useCurrentUser } from '../auth';
import { useReloadEnrollments } from '../enrollments';
import { DEPOSIT_PAYMENT_PATH } from '../payments';
import { useDeposit } from './deposit';
import { ReviewControls } from './review-controls';

const CREDIT_LETTER_PATH = '/service/credit-letter';

/**
 * The deposit of the selected service (issue 15): what it is and where it stands, how to pay
 * it or send a credit letter instead (and what the review said), and when a paid deposit
 * comes back. Shows nothing for a service that never had a deposit.
 */
export default memo(function DepositCard({ enrollmentId }: { enrollmentId: number }) {
  const { t } = useTranslation();
  const reloadEnrollments = useReloadEnrollments();
  const user = useCurrentUser();
  const deposit = useDeposit(enrollmentId);
  const invalidate = useInvalidateEnrollment(enrollmentId);
  if (deposit.status !== 'ready' || typeof deposit.data?.amount !== 'number') return null;
  const d = deposit.data;
  const agentMode = (user?.cc_un ?? '').trim() !== '';

  function reviewed() {
    invalidate(['deposit']);
    // Home's Pay deposit button follows the enrollment's flags.
    void reloadEnrollments();
  }

  return (
    <Card className="border-0 shadow-sm mt-4" data-testid="deposit-card" data-status={d.status}>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Deposit.Title')}
        </Card.Title>
        <p className="mb-2" data-testid="deposit-status">
          <StatusLine d={d} />
        </p>
        {d.status === 'due' && (
          <p className="mb-2">
            <Link to={DEPOSIT_PAYMENT_PATH} data-testid="deposit-pay">
              {t('Deposit.PayOnline')}
            </Link>
          </p>
        )}
        <RefundLine d={d} />
        {(d.status === 'due' || d.letter) && (
          <div className="border-top pt-3 mt-3" data-testid="deposit-letter">
            <h3 className="h6">{t('Deposit.Letter.Title')}</h3>
            <LetterLine d={d} />
            {d.status === 'due' && d.letter?.status !== 'pending' && (
              <Link to={CREDIT_LETTER_PATH} data-testid="deposit-send-letter">
                {t('Deposit.Letter.Send')}
              </Link>
            )}
          </div>
        )}
        {agentMode && d.status === 'due' && d.letter?.status === 'pending' && (
          <ReviewControls enrollmentId={enrollmentId} letterId={d.letter.id} onReviewed={reviewed} />
        )}
      </Card.Body>
    </Card>
  );
});

function StatusLine({ d }: { d: DepositTracker }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(d.amount);
  switch (d.status) {
    case 'due':
      return d.paid > 0
        ? t('Deposit.Status.PartlyPaid', { amount, paid: formatMoney(d.paid), due: formatMoney(d.due) })
        : t('Deposit.Status.Due', { amount });
    case 'paid':
      return t('Deposit.Status.Paid', { amount });
    case 'waived':
      return t('Deposit.Status.Waived', {
        amount: formatMoney(d.waived),
        date: d.waived_at ? formatDate(d.waived_at, i18n.language) : '-',
      });
    case 'refunded':
      return t('Deposit.Status.Refunded', {
        amount: formatMoney(d.paid),
        date: d.refunded_at ? formatDate(d.refunded_at, i18n.language) : '-',
      });
  }
}

/** When the deposit comes back: after the configured run of on-time payments, with progress. */
function RefundLine({ d }: { d: DepositTracker }) {
  const { t } = useTranslation();
  const n = { done: d.on_time_payments, total: d.refund_after };
  if (d.status === 'due') return <p className="mb-0 text-body-secondary">{t('Deposit.Refund.Rule', n)}</p>;
  if (d.status !== 'paid' && !(d.status === 'waived' && d.paid > 0)) return null;
  return (
    <div data-testid="deposit-refund">
      <p className="mb-1">
        {d.refund_eligible ? t('Deposit.Refund.Eligible', n) : t('Deposit.Refund.Progress', n)}
      </p>
      <ProgressBar
        now={d.on_time_payments}
        max={d.refund_after}
        aria-label={t('Deposit.Refund.ProgressLabel')}
        aria-valuetext={t('Deposit.Refund.Progress', n)}
        style={{ height: '0.5rem' }}
      />
    </div>
  );
}

function LetterLine({ d }: { d: DepositTracker }) {
  const { t, i18n } = useTranslation();
  const letter = d.letter;
  if (!letter) return <p className="mb-2">{t('Deposit.Letter.Alternative')}</p>;
  const sent = formatDate(letter.uploaded_on, i18n.language);
  const reviewed = letter.reviewed_at ? formatDate(letter.reviewed_at, i18n.language) : '-';
  if (letter.status === 'pending') {
    return (
      <p className="mb-2" data-testid="deposit-letter-status">
        {t('Deposit.Letter.Pending', { name: letter.file_name, date: sent })}
      </p>
    );
  }
  if (letter.status === 'approved') {
    return (
      <p className="mb-2" data-testid="deposit-letter-status">
        {t('Deposit.Letter.Approved', { name: letter.file_name, date: reviewed })}
      </p>
    );
  }
  return (
    <Alert variant="warning" className="mb-2" data-testid="deposit-letter-status">
      {t('Deposit.Letter.Rejected', { name: letter.file_name, date: reviewed, reason: letter.reason })}
    </Alert>
  );
}
