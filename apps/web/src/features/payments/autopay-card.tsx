import { marketToday, type PaymentMethod, type RecurringBilling } from '@myaccount/contract';
import { useEffect, useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatDate } from '../../lib/format-date';
import { disableRecurringBilling, enableRecurringBilling } from './api/payments-api';
import { autopayErrorText } from './autopay-error';
import { methodLabel } from './method-label';

interface Props {
  enrollmentId: number;
  recurring: RecurringBilling | null;
  methods: PaymentMethod[];
  onChanged: () => void;
}

/** Autopay on (with a chosen method and start date) or off. Spec §8: failures say why, in the customer's language. */
export function AutopayCard({ enrollmentId, recurring, methods, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const [token, setToken] = useState('');
  const [from, setFrom] = useState(marketToday);
  const [busy, setBusy] = useState(false);
  useEffect(() => setToken(methods[0]?.paymentProfileToken ?? ''), [methods]);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (error) {
      toast.error(autopayErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  function turnOn() {
    const method = methods.find((m) => m.paymentProfileToken === token);
    if (!method) return;
    void run(
      () =>
        enableRecurringBilling(enrollmentId, {
          customer_profile_token: method.customerProfileToken,
          payment_profile_token: method.paymentProfileToken,
          date_from: from,
        }),
      t('Payment.AutopayOnDone'),
    );
  }

  return (
    <Card className="border-0 shadow-sm h-100" data-testid="autopay-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Payment.Autopay')}
        </Card.Title>
        {recurring ? (
          <>
            <p>
              {t('Payment.AutopayOn', {
                method: methodLabel(
                  {
                    ...recurring,
                    customerId: 0,
                    customerProfileToken: '',
                    defaultPaymentProfile: false,
                    autoPayMethod: true,
                  },
                  t,
                ),
                date: formatDate(recurring.dateFrom, i18n.language),
              })}
            </p>
            <Button
              variant="outline-danger"
              disabled={busy}
              onClick={() =>
                void run(() => disableRecurringBilling(enrollmentId), t('Payment.AutopayOffDone'))
              }
            >
              {t('Payment.TurnOffAutopay')}
            </Button>
          </>
        ) : methods.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('Payment.NoMethods')}</p>
        ) : (
          <>
            <p className="text-body-secondary">{t('Payment.AutopayOff')}</p>
            <Form.Group className="mb-2" controlId="autopay-method">
              <Form.Label>{t('Payment.Method')}</Form.Label>
              <Form.Select value={token} onChange={(e) => setToken(e.target.value)} disabled={busy}>
                {methods.map((m) => (
                  <option key={m.paymentProfileToken} value={m.paymentProfileToken}>
                    {methodLabel(m, t)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId="autopay-from">
              <Form.Label>{t('Payment.StartDate')}</Form.Label>
              <Form.Control
                type="date"
                min={marketToday()}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                disabled={busy}
              />
            </Form.Group>
            <Button disabled={busy || !token} onClick={turnOn}>
              {t('Payment.TurnOnAutopay')}
            </Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
