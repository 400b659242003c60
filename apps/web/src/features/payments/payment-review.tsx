import type { Enrollment, PaymentMethod, PendingPayment } from '@myaccount/contract';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { accountLabel, addressHeader } from '../enrollments';
import { methodLabel } from './method-label';
import { isSameDay, timeOfDay } from './recent-payment';

export interface ReviewFacts {
  amount: number;
  method: PaymentMethod;
  deposit: boolean;
  /**
   * A payment of the same amount in the last 24 hours (found here, or named by the server's
   * 409): ask before a second one, and tell the server the customer chose to pay again.
   */
  recent: Pick<PendingPayment, 'amount' | 'date_created'> | null;
}

interface Props {
  enrollment: Enrollment;
  facts: ReviewFacts;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * Issue 14: what is about to be charged, checked by the customer before any charge: amount,
 * method (masked), the service it pays and today's date; Confirm or Back. A same-amount
 * payment within 24 hours turns Confirm into an explicit "Pay again".
 */
export function PaymentReview({ enrollment, facts, busy, error, onConfirm, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The form was replaced: put the keyboard and screen reader on what replaced it, and bring
  // the whole review, Confirm included, into sight (on a phone it starts below the summary).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    root.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const { recent } = facts;
  const account = accountLabel(enrollment, null, i18n.language);
  const address = addressHeader(enrollment);
  const rows: [string, ReactNode][] = [
    [t('Payment.Review.Amount'), <Ltr key="amount">{formatMoney(facts.amount)}</Ltr>],
    [t('Payment.Method'), methodLabel(facts.method, t)],
    [t('Payment.Review.Service'), [address, account].filter(Boolean).join(' · ')],
    [t('Payment.Review.Date'), <Ltr key="date">{formatDate(new Date(), i18n.language)}</Ltr>],
  ];

  return (
    <div ref={root} className="payment-review" data-testid="payment-review">
      <h3 ref={heading} tabIndex={-1} className="h6 mb-3">
        {facts.deposit ? t('Payment.Review.DepositTitle') : t('Payment.Review.Title')}
      </h3>
      <dl className="payment-facts mb-3">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="fw-normal text-body-secondary">{label}</dt>
            {/* Isolated, so an address or a masked number keeps its order inside RTL. */}
            <dd className="fw-semibold">
              <bdi>{value}</bdi>
            </dd>
          </Fragment>
        ))}
      </dl>
      {recent && (
        <p className="alert alert-warning py-2" role="alert" data-testid="payment-duplicate">
          {t(isSameDay(recent.date_created) ? 'Payment.Review.PaidToday' : 'Payment.Review.PaidYesterday', {
            amount: formatMoney(recent.amount),
            time: timeOfDay(recent.date_created, i18n.language),
          })}
        </p>
      )}
      <p role="alert" className="text-danger small" id="review-error">
        {error}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={busy} data-testid="pay-confirm">
          {busy ? t('Payment.Paying') : recent ? t('Payment.Review.PayAgain') : t('Payment.Review.Confirm')}
        </Button>
        <Button variant="outline-secondary" onClick={onBack} disabled={busy} data-testid="pay-back">
          {t('Payment.Review.Back')}
        </Button>
      </div>
    </div>
  );
}
