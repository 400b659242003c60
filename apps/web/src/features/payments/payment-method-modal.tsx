import type { HostedProfilePage, PaymentMethod } from '@myaccount/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { toast } from 'react-toastify';
import { useCurrentUser } from '../auth';
import { selectConfigurationParameters } from '../util';
import { getHostedProfilePage, savePaymentProfile } from './api/payments-api';
import {
  COMMUNICATOR_PATH,
  type PaymentPurpose,
  allowedTypesFor,
  defaultPaymentType,
  interpretGatewayMessage,
  relayedFields,
  showsTypeChoice,
} from './gateway-messages';

export interface PaymentMethodModalProps {
  show: boolean;
  onHide: () => void;
  /** Which allowed-types parameter applies (spec §3 Payment purpose). */
  purpose: PaymentPurpose;
  /** Editing this stored method; absent = adding one. */
  paymentProfileToken?: string | undefined;
  /** The edited method's type: gateway B edits it in the form of that type. */
  editingType?: 1 | 2 | undefined;
  /** After a successful save, with the customer's methods as the server now has them. */
  onSaved?: (methods: PaymentMethod[]) => void;
  /**
   * Spec §7: post the hosted form in the page itself instead of the frame. No screen of the
   * spec asks for it, so nothing passes it today: coming back would need a return URL to the
   * portal, which neither gateway protocol carries (replies come through the communicator).
   */
  redirect?: boolean;
}

const FRAME = 'payment-gateway-frame';

/**
 * The hosted form's address with the reader's language (`?lang=es`): the sandbox gateway's
 * pages follow it (issue 10 §5); a gateway that has no such parameter ignores it.
 */
function inLanguage(address: string, language: string): string {
  const url = new URL(address, window.location.origin);
  url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * Spec §2 "Payment method modal": the gateway's hosted form in a frame. The gateway talks
 * back through the communicator page on our origin, which relays to this window.
 */
export function PaymentMethodModal({
  show,
  onHide,
  purpose,
  paymentProfileToken,
  editingType,
  onSaved,
  redirect,
}: PaymentMethodModalProps) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const config = useSelector(selectConfigurationParameters);
  const allowed = allowedTypesFor(purpose, config);
  const gateway = config?.payment_gateway ?? 1;
  const editing = Boolean(paymentProfileToken);
  // An edit keeps the method's own type, so the radio pair is for adding only.
  const choice = showsTypeChoice(allowed, gateway) && !editing;
  const [chosenType, setChosenType] = useState<1 | 2>(defaultPaymentType(allowed));
  const paymentType = choice ? chosenType : (editingType ?? defaultPaymentType(allowed));
  // Each opening starts from the spec §4 default type, not from the last one chosen.
  const [wasShown, setWasShown] = useState(show);
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setChosenType(defaultPaymentType(allowed));
  }
  const [page, setPage] = useState<HostedProfilePage | null>(null);
  const [failed, setFailed] = useState(false);
  const [frameHeight, setFrameHeight] = useState(500);
  const form = useRef<HTMLFormElement>(null);

  // A new hosted-form session each time the modal opens or the type radio changes.
  useEffect(() => {
    if (!show || !user) return;
    let current = true;
    setPage(null);
    setFailed(false);
    getHostedProfilePage(user.id_customer, {
      iFrameCommunicatorUrl: `${window.location.origin}${COMMUNICATOR_PATH}`,
      saveButtonText: t('Payment.SaveMethod'),
      paymentType: gateway === 2 ? paymentType : allowed,
      ...(paymentProfileToken ? { paymentProfileToken } : {}),
    }).then(
      (answer) => current && setPage(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [show, user, gateway, paymentType, allowed, paymentProfileToken, t]);

  useEffect(() => {
    if (page) form.current?.submit();
  }, [page]);

  useEffect(() => {
    if (!show || !user) return;
    async function saved(type: 1 | 2 | null, fields: Record<string, string>) {
      try {
        const methods = await savePaymentProfile({
          id_customer: user!.id_customer,
          id_payment_customer_profile: null,
          payment_profile_token: fields.token ?? paymentProfileToken ?? null,
          card_type: fields.cardType ?? null,
          card_number: fields.cardNumber ?? null,
          card_expiration_date: fields.cardExpDate ?? null,
          id_payment_type: type,
          routing_number: fields.routingNumber ?? null,
          account_number: fields.accountNumber ?? null,
          account_type: fields.accountType ?? null,
        });
        toast.success(t('Payment.AddSuccessful'));
        onSaved?.(methods);
      } catch {
        toast.error(t('Payment.CrudError'));
      }
      // Spec §4: after a save the modal closes whether it succeeded or failed.
      onHide();
    }
    function onMessage(event: MessageEvent) {
      const fields = relayedFields(event, window.location.origin);
      const message = fields && interpretGatewayMessage(fields);
      if (!message) return;
      if (message.kind === 'cancel') onHide();
      else if (message.kind === 'resize') setFrameHeight(Math.min(Math.max(message.height, 300), 540));
      else if (message.kind === 'saved') void saved(message.paymentType, message.fields);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [show, user, t, onHide, onSaved, paymentProfileToken]);

  const loadingHeight = choice ? 450 : 500;
  return (
    <Modal show={show} onHide={onHide} size="lg" centered aria-labelledby="payment-method-title">
      <Modal.Header closeButton closeLabel={t('Common.Close')}>
        <Modal.Title as="h2" className="h5" id="payment-method-title">
          {editing ? t('Payment.EditPayment') : t('Payment.AddPayment')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body style={{ maxWidth: 800, maxHeight: 540, overflowY: 'auto' }}>
        {choice && (
          <div className="mb-2" role="radiogroup" aria-label={t('Payment.PaymentType')}>
            <Form.Check
              inline
              type="radio"
              id="pay-type-card"
              name="pay-type"
              label={t('Payment.CreditCard')}
              checked={paymentType === 1}
              onChange={() => setChosenType(1)}
            />
            <Form.Check
              inline
              type="radio"
              id="pay-type-bank"
              name="pay-type"
              label={t('Payment.BankAccount')}
              checked={paymentType === 2}
              onChange={() => setChosenType(2)}
            />
          </div>
        )}
        {failed && (
          <Alert variant="warning" className="mb-0">
            <Alert.Heading as="h3" className="h6">
              {t('ServiceUnavailable')}
            </Alert.Heading>
            {editing ? t('ServiceUnavailableEditMsg') : t('ServiceUnavailableMsg')}
          </Alert>
        )}
        {!failed && !page && (
          <div
            className="d-flex align-items-center justify-content-center gap-2"
            style={{ height: loadingHeight }}
            role="status"
          >
            <Spinner animation="border" size="sm" aria-hidden="true" /> {t('Payment.LoadingService')}
          </div>
        )}
        {page && (
          <>
            <form
              ref={form}
              method="post"
              action={inLanguage(editing ? page.editUrl : page.addUrl, i18n.language)}
              target={redirect ? '_self' : FRAME}
              hidden
            >
              <input type="hidden" name="token" value={page.token} />
              {paymentProfileToken && (
                <input type="hidden" name="paymentProfileId" value={paymentProfileToken} />
              )}
            </form>
            {!redirect && (
              <iframe
                name={FRAME}
                title={t('Payment.FormTitle')}
                className="w-100 border-0"
                style={{ height: frameHeight }}
              />
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
