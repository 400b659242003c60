import type { Enrollment, PaymentMethod } from '@myaccount/contract';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiRequestError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { pay } from './api/payments-api';
import { type AllowedTypes } from './gateway-messages';
import { methodLabel } from './method-label';
import { hasPendingDeposit } from './payment-purpose';

interface Props {
  enrollment: Enrollment;
  balance: number | null;
  methods: PaymentMethod[];
  /** `deposit`: the pending deposit (spec §3 purpose 1), prefilled with what is still due. */
  purpose?: 'bill' | 'deposit';
  /** Which payment types this purpose accepts (configuration, spec §3); 0 = both. */
  allowedTypes?: AllowedTypes;
  /** The link to the other purpose (pay the deposit / pay the bill instead). */
  purposeSwitch?: ReactNode;
  onPaid: (deposit: boolean) => void;
  onAddMethod: () => void;
}

/**
 * Pay the bill or the pending deposit. One click = one charge: the button is busy while the
 * request runs, and the Idempotency-Key stays the same until the server gave a definite
 * answer, so a retry after a network failure cannot charge twice.
 */
export function MakePaymentCard({
  enrollment,
  balance,
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
  const key = useRef<string | null>(null);
  const due = deposit ? enrollment.pendingDepositAmount : balance;

  useEffect(() => {
    setAmount(due && due > 0 ? due.toFixed(2) : '');
    setError('');
  }, [due, enrollment.id_enrollment]);
  useEffect(() => {
    const preferred = methods.find((m) => m.defaultPaymentProfile) ?? methods[0];
    setToken(preferred?.paymentProfileToken ?? '');
  }, [methods]);

  async function submit(value: number) {
    const isDepositPayment = deposit;
    const method = methods.find((m) => m.paymentProfileToken === token);
    if (!method || busy) return;
    setBusy(true);
    setError('');
    key.current ??= crypto.randomUUID();
    try {
      await pay(
        {
          idEnrollment: enrollment.id_enrollment,
          customerProfileToken: method.customerProfileToken,
          paymentProfileToken: method.paymentProfileToken,
          isDepositPayment,
          amount: value,
        },
        key.current,
      );
      key.current = null;
      toast.success(t(deposit ? 'Payment.DepositPaid' : 'Payment.Paid', { amount: formatMoney(value) }));
      onPaid(deposit);
    } catch (failure) {
      // A definite refusal frees the key; a lost answer keeps it for the retry.
      if (failure instanceof ApiRequestError && failure.status !== 0) key.current = null;
      const code = failure instanceof ApiRequestError ? failure.errors[0]?.code : undefined;
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || value <= 0) {
      setError(t('Payment.Error.amount'));
      return;
    }
    if (deposit && value > enrollment.pendingDepositAmount) {
      setError(t('Payment.Error.deposit_amount_too_high'));
      return;
    }
    void submit(value);
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
        ) : (
          <Form onSubmit={onSubmit} noValidate>
            <Form.Group className="mb-3" controlId="pay-amount">
              <Form.Label>{deposit ? t('Payment.DepositAmount') : t('Payment.Amount')}</Form.Label>
              <InputGroup>
                <InputGroup.Text>$</InputGroup.Text>
                <Form.Control
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
            <p id="pay-error" role="alert" className="text-danger small">
              {error}
            </p>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <Button type="submit" disabled={busy} data-testid="pay-button">
                {busy ? t('Payment.Paying') : deposit ? t('Payment.PayDepositNow') : t('Payment.PayNow')}
              </Button>
              {purposeSwitch}
            </div>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
