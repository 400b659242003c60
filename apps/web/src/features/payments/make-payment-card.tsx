import type { Enrollment, PaymentMethod } from '@myaccount/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiRequestError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { pay } from './api/payments-api';
import { methodLabel } from './method-label';

interface Props {
  enrollment: Enrollment;
  balance: number | null;
  methods: PaymentMethod[];
  onPaid: () => void;
  onAddMethod: () => void;
}

/**
 * Make a payment or pay the pending deposit. One click = one charge: the button is busy
 * while the request runs, and the Idempotency-Key stays the same until the server gave a
 * definite answer, so a retry after a network failure cannot charge twice.
 */
export function MakePaymentCard({ enrollment, balance, methods, onPaid, onAddMethod }: Props) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const key = useRef<string | null>(null);
  const deposit = enrollment.showPaymentDeposit && enrollment.pendingDepositAmount > 0;

  useEffect(() => {
    setAmount(balance && balance > 0 ? balance.toFixed(2) : '');
  }, [balance, enrollment.id_enrollment]);
  useEffect(() => {
    const preferred = methods.find((m) => m.defaultPaymentProfile) ?? methods[0];
    setToken(preferred?.paymentProfileToken ?? '');
  }, [methods]);

  async function submit(isDepositPayment: boolean, value: number) {
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
      toast.success(t('Payment.Paid', { amount: formatMoney(value) }));
      onPaid();
    } catch (failure) {
      // A definite refusal frees the key; a lost answer keeps it for the retry.
      if (failure instanceof ApiRequestError && failure.status !== 0) key.current = null;
      const code = failure instanceof ApiRequestError ? failure.errors[0]?.code : undefined;
      const known = [
        'payment_declined',
        'insufficient_funds',
        'amount_above_maximum',
        'deposit_amount_too_high',
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
    void submit(false, value);
  }

  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Payment.MakePayment')}
        </Card.Title>
        {!enrollment.canMakePayments ? (
          <p className="text-body-secondary mb-0">{t('Payment.NotAllowed')}</p>
        ) : methods.length === 0 ? (
          <>
            <p className="text-body-secondary">{t('Payment.NoMethods')}</p>
            <Button variant="outline-primary" onClick={onAddMethod}>
              {t('Payment.AddMethod')}
            </Button>
          </>
        ) : (
          <Form onSubmit={onSubmit} noValidate>
            <Form.Group className="mb-3" controlId="pay-amount">
              <Form.Label>{t('Payment.Amount')}</Form.Label>
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
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" disabled={busy} data-testid="pay-button">
                {busy ? t('Payment.Paying') : t('Payment.PayNow')}
              </Button>
              {deposit && (
                <Button
                  variant="outline-primary"
                  disabled={busy}
                  onClick={() => void submit(true, enrollment.pendingDepositAmount)}
                >
                  {t('Payment.PayDeposit', { amount: formatMoney(enrollment.pendingDepositAmount) })}
                </Button>
              )}
            </div>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
