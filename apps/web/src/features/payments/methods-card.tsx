import type { PaymentMethod } from '@myaccount/contract';
import { useState } from 'react';
import { Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiRequestError } from '../../lib/api-client';
import { deletePaymentMethod } from './api/payments-api';
import { methodLabel } from './method-label';

interface Props {
  methods: PaymentMethod[];
  onAdd: () => void;
  onEdit: (method: PaymentMethod) => void;
  onChanged: () => void;
}

/** Stored methods: card type + last four + expiry, or bank type + last four; default marker. */
export function MethodsCard({ methods, onAdd, onEdit, onChanged }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);

  async function remove(method: PaymentMethod) {
    if (!window.confirm(t('Payment.ConfirmDelete', { method: methodLabel(method, t) }))) return;
    setBusy(method.paymentProfileToken);
    try {
      await deletePaymentMethod(method);
      toast.success(t('Payment.Deleted'));
      onChanged();
    } catch (error) {
      const inUse = error instanceof ApiRequestError && error.errors[0]?.code === 'used_by_autopay';
      toast.error(inUse ? t('Payment.Error.used_by_autopay') : t('Payment.CrudError'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-center mb-2">
          <Card.Title as="h2" className="h5 mb-0">
            {t('Payment.Methods')}
          </Card.Title>
          <Button size="sm" variant="outline-primary" onClick={onAdd}>
            {t('Payment.AddMethod')}
          </Button>
        </div>
        {methods.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('Payment.NoMethods')}</p>
        ) : (
          <ListGroup variant="flush" data-testid="payment-methods">
            {methods.map((m) => (
              <ListGroup.Item
                key={m.paymentProfileToken}
                className="d-flex flex-wrap align-items-center gap-2 px-0"
              >
                <span className="me-auto">
                  {methodLabel(m, t)}{' '}
                  {m.defaultPaymentProfile && <Badge bg="secondary">{t('Payment.Default')}</Badge>}{' '}
                  {m.autoPayMethod && <Badge bg="info">{t('Payment.Autopay')}</Badge>}
                </span>
                {/* The hidden method name tells a screen reader which Edit/Delete this is. */}
                <Button size="sm" variant="link" onClick={() => onEdit(m)}>
                  {t('Payment.Edit')}
                  <span className="visually-hidden"> {methodLabel(m, t)}</span>
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  disabled={busy === m.paymentProfileToken}
                  onClick={() => void remove(m)}
                >
                  {t('Payment.Delete')}
                  <span className="visually-hidden"> {methodLabel(m, t)}</span>
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
