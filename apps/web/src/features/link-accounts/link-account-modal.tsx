import { MISSING_PAYMENT_METHOD_MESSAGE } from '@myaccount/contract';
import { type FormEvent, Suspense, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

import { toast } from 'react-toastify';
import { useCurrentUser } from '../auth';
import { useReloadEnrollments } from '../enrollments';
import { PaymentMethodModal } from '../payments';
import { linkAccounts } from './api';
import { MissingPaymentConfirm } from './missing-payment-confirm';

/** Spec §3 payment purpose 3: the method recurring billing charges. */
const RECURRING_BILLING = 3;

type Step = 'form' | 'confirm' | 'payment';

interface LinkAccountModalProps {
  show: boolean;
  onHide: () => void;
}

/** Spec §2/§4/§8: link an older account's enrollments into the signed-in customer. */
export function LinkAccountModal({ show, onHide }: LinkAccountModalProps) {
  const { t } = useTranslation();
  const reloadEnrollments = useReloadEnrollments();
  const user = useCurrentUser();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>('form');

  function close() {
    setStep('form');
    setPassword('');
    onHide();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    setBusy(true);
    const reply = await linkAccounts(user.id_customer, { oldUsername: username, oldPassword: password });
    setBusy(false);
    if (reply.succeeded) {
      toast.success(t('LinkAnotherAccount.Successful'));
      setUsername('');
      close();
      // Spec §4: the enrollments reload and the selection follows the usual rules.
      void reloadEnrollments();
    } else if (reply.message === MISSING_PAYMENT_METHOD_MESSAGE) {
      setStep('confirm');
    } else {
      toast.error(t('LinkAnotherAccount.Failed'));
    }
  }

  return (
    <>
      <Modal
        show={show && step === 'form'}
        onHide={close}
        centered
        aria-labelledby="link-account-title"
        data-testid="link-account-modal"
      >
        <Form onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <Modal.Header closeButton closeLabel={t('Common.Close')}>
            <Modal.Title as="h2" id="link-account-title" className="h5">
              {t('LinkAnotherAccount.Title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="text-body-secondary">{t('LinkAnotherAccount.Text')}</p>
            {/* Spec §5: no required, length or format rule on these fields. */}
            <Form.Group className="mb-3" controlId="link-username">
              <Form.Label>{t('LinkAnotherAccount.Username')}</Form.Label>
              <Form.Control
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                disabled={busy}
                // WCAG 2.2 SC 3.3.8 (issue 17): a password manager may fill the other account's sign-in.
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
            </Form.Group>
            <Form.Group controlId="link-password">
              <Form.Label>{t('LinkAnotherAccount.Password')}</Form.Label>
              <Form.Control
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
                autoComplete="current-password"
              />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={busy}>
              {t('Common.Cancel')}
            </Button>
            <Button type="submit" disabled={busy} data-testid="link-account-submit">
              {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {t('LinkAnotherAccount.Submit')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
      <MissingPaymentConfirm
        show={show && step === 'confirm'}
        onAccept={() => setStep('payment')}
        onCancel={close}
      />
      {show && step === 'payment' && (
        <Suspense fallback={null}>
          {/* The link modal stays hidden while this is open (spec §4); afterwards it comes back to retry. */}
          <PaymentMethodModal show purpose={RECURRING_BILLING} onHide={() => setStep('form')} />
        </Suspense>
      )}
    </>
  );
}
