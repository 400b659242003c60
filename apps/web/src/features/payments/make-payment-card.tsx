import type { Enrollment, PaymentMethod, PayResponse } from '@myaccount/contract';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiRequestError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { getChargeTransactions, pay } from './api/payments-api';
import { type AllowedTypes } from './gateway-messages';
import { methodLabel } from './method-label';
import { hasPendingDeposit } from './payment-purpose';
import { PaymentReview, type ReviewFacts } from './payment-review';
import { earlierPaymentOf, recentSamePayment } from './recent-payment';

interface Props {
  enrollment: Enrollment;
  /** What the field offers for a bill: what is due now (a plan's later instalments left out). */
  balance: number | null;
  /**
   * Whether a portal payment is still waiting to be posted (null while unknown). The balance
   * does not include it until then, so it must not be offered as the amount.
   */
  postingPending: boolean | null;
  methods: PaymentMethod[];
  /** `deposit`: the pending deposit (spec §3 purpose 1), prefilled with what is still due. */
  purpose?: 'bill' | 'deposit';
  /** Which payment types this purpose accepts (configuration, spec §3); 0 = both. */
  allowedTypes?: AllowedTypes;
  /** The link to the other purpose (pay the deposit / pay the bill instead). */
  purposeSwitch?: ReactNode;
  onPaid: (deposit: boolean, paid: PayResponse) => void;
  onAddMethod: () => void;
}

/** The key of one submission and the payment it was made for. */
interface KeyedSubmission {
  key: string;
  payment: string;
}

/**
 * Pay the bill or the pending deposit, after a review step (issue 14). One click = one
 * charge: the button is busy while the request runs, and the Idempotency-Key stays the same
 * until the server gave a definite answer, so a retry after a network failure cannot charge
 * twice. A different payment (another amount, method or purpose) is a new submission with a
 * new key; the same amount again within 24 hours is asked about in the review first.
 */
export function MakePaymentCard({
  enrollment,
  balance,
  postingPending,
  methods: allMethods,
  purpose = 'bill',
  allowedTypes = 0,
  purposeSwitch,
  onPaid,
  onAddMethod,
}: Props) {
  const { t } = useTranslation();
  const deposit = purpose === 'deposit' && hasPendingDeposit(enrollment);
  // A method of a type this purpose does not take would only be refused by the server.
  const methods = useMemo(
    () => allMethods.filter((m) => allowedTypes === 0 || m.paymentTypeId === allowedTypes),
    [allMethods, allowedTypes],
  );
  const [amount, setAmount] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [review, setReview] = useState<ReviewFacts | null>(null);
  const submission = useRef<KeyedSubmission | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  // What the field offers (issue 14: never an amount that would pay twice). A deposit's
  // remainder is reserved by the server at payment time, so what it reports is already net of
  // every payment. The bill's balance only drops when the posting job posts a payment; until
  // then it still includes the payment just made, so the field stays empty while any payment
  // is pending (or while that is not known yet) rather than inviting the same amount again.
  // Subtracting pending payments here would copy the posting rules (deposits, overdue) into
  // the app; the empty field is the rule that cannot be wrong.
  const due = deposit ? enrollment.pendingDepositAmount : postingPending === false ? balance : null;

  useEffect(() => {
    setAmount(due && due > 0 ? due.toFixed(2) : '');
    setError('');
  }, [due, enrollment.id_enrollment]);
  // Another enrollment: a review of the previous one's payment must not stay on screen.
  useEffect(() => setReview(null), [enrollment.id_enrollment]);
  // The method the customer chose stays chosen while the list still offers it; only then does
  // the default apply. A new list (a card added or edited) used to reset the choice, and so did
  // the list's first arrival when a choice came between its paint and this effect.
  useEffect(() => {
    setToken((chosen) => {
      if (methods.some((m) => m.paymentProfileToken === chosen)) return chosen;
      const preferred = methods.find((m) => m.defaultPaymentProfile) ?? methods[0];
      return preferred?.paymentProfileToken ?? '';
    });
  }, [methods]);

  async function submit(facts: ReviewFacts) {
    const { amount: value, method, deposit: isDepositPayment, recent } = facts;
    if (busy) return;
    setBusy(true);
    setError('');
    const payment = [
      enrollment.id_enrollment,
      method.paymentProfileToken,
      value.toFixed(2),
      isDepositPayment,
    ].join(' ');
    if (submission.current?.payment !== payment) submission.current = { key: crypto.randomUUID(), payment };
    try {
      const paid = await pay(
        {
          idEnrollment: enrollment.id_enrollment,
          customerProfileToken: method.customerProfileToken,
          paymentProfileToken: method.paymentProfileToken,
          isDepositPayment,
          amount: value,
          confirmDuplicate: recent !== null,
        },
        submission.current.key,
      );
      submission.current = null;
      toast.success(
        t(isDepositPayment ? 'Payment.DepositPaid' : 'Payment.Paid', { amount: formatMoney(value) }),
      );
      onPaid(isDepositPayment, paid);
    } catch (failure) {
      // A definite refusal frees the key; a lost answer keeps it for the retry.
      if (failure instanceof ApiRequestError && failure.status !== 0) submission.current = null;
      const code = failure instanceof ApiRequestError ? failure.errors[0]?.code : undefined;
      // The server knew of a same-amount payment the list here did not show (another tab, a
      // payment still processing): the review asks "Pay again?" about it, as it would have.
      const earlier = failure instanceof ApiRequestError ? earlierPaymentOf(failure) : null;
      if (earlier) {
        setReview({ ...facts, recent: earlier });
        return;
      }
      const known = [
        'payment_declined',
        'insufficient_funds',
        'amount_above_maximum',
        'deposit_amount_too_high',
        'deposit_not_pending',
        'payment_type_not_allowed',
      ];
      setError(code && known.includes(code) ? t(`Payment.Error.${code}`) : t('Payment.Error.generic'));
    } finally {
      setBusy(false);
    }
  }

  /** Checks the amount, then opens the review with any same-amount payment of the last day. */
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    const method = methods.find((m) => m.paymentProfileToken === token);
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || value <= 0) {
      setError(t('Payment.Error.amount'));
      return;
    }
    if (deposit && value > enrollment.pendingDepositAmount) {
      setError(t('Payment.Error.deposit_amount_too_high'));
      return;
    }
    if (!method || busy) return;
    setError('');
    setBusy(true);
    // Without the list (a failed read) the review still opens: the question is a courtesy,
    // the key is what prevents a double charge of one submission.
    const charges = await getChargeTransactions(enrollment.id_enrollment).catch(() => []);
    setBusy(false);
    setReview({ amount: value, method, deposit, recent: recentSamePayment(charges, value) });
  }

  function back() {
    setReview(null);
    setError('');
    requestAnimationFrame(() => amountInput.current?.focus());
  }

  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5" data-testid="make-payment-title">
          {deposit ? t('Payment.DepositTitle') : t('Payment.MakePayment')}
        </Card.Title>
        {deposit && (
          <p data-testid="deposit-intro">
            {t('Payment.DepositIntro', { amount: formatMoney(enrollment.pendingDepositAmount) })}
          </p>
        )}
        {!enrollment.canMakePayments ? (
          <p className="text-body-secondary mb-0">{t('Payment.NotAllowed')}</p>
        ) : methods.length === 0 ? (
          <>
            <p className="text-body-secondary">
              {allMethods.length === 0 ? t('Payment.NoMethods') : t('Payment.NoMethodsOfType')}
            </p>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <Button variant="outline-primary" onClick={onAddMethod}>
                {t('Payment.AddMethod')}
              </Button>
              {purposeSwitch}
            </div>
          </>
        ) : review ? (
          <PaymentReview
            enrollment={enrollment}
            facts={review}
            busy={busy}
            error={error}
            onConfirm={() => void submit(review)}
            onBack={back}
          />
        ) : (
          <Form onSubmit={(e) => void onSubmit(e)} noValidate>
            <Form.Group className="mb-3" controlId="pay-amount">
              <Form.Label>{deposit ? t('Payment.DepositAmount') : t('Payment.Amount')}</Form.Label>
              <InputGroup>
                <InputGroup.Text>$</InputGroup.Text>
                <Form.Control
                  ref={amountInput}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  disabled={busy}
                  isInvalid={Boolean(error)}
                  aria-describedby="pay-error"
                />
              </InputGroup>
            </Form.Group>
            <Form.Group className="mb-3" controlId="pay-method">
              <Form.Label>{t('Payment.Method')}</Form.Label>
              <Form.Select value={token} onChange={(e) => setToken(e.target.value)} disabled={busy}>
                {methods.map((m) => (
                  <option key={m.paymentProfileToken} value={m.paymentProfileToken}>
                    {methodLabel(m, t)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {postingPending && !deposit && (
              <p className="small text-body-secondary" data-testid="posting-pending-note">
                {t('Payment.PostingPending')}
              </p>
            )}
            <p id="pay-error" role="alert" className="text-danger small">
              {error}
            </p>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <Button type="submit" disabled={busy} data-testid="pay-button">
                {busy ? t('Payment.Checking') : deposit ? t('Payment.PayDepositNow') : t('Payment.PayNow')}
              </Button>
              {purposeSwitch}
            </div>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
