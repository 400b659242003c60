import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

interface MissingPaymentConfirmProps {
  show: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** Spec §8: the warning asked before linking can go on without a stored payment method. */
export function MissingPaymentConfirm({ show, onAccept, onCancel }: MissingPaymentConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby="missing-payment-title"
      data-testid="missing-payment-confirm"
    >
      <Modal.Header closeButton closeLabel={t('Common.Close')}>
        <Modal.Title as="h2" id="missing-payment-title" className="h5">
          <span className="text-warning me-2" aria-hidden="true">
            ⚠
          </span>
          {t('LinkAnotherAccount.AlertMissingPaymentMethodTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('LinkAnotherAccount.AlertMissingPaymentMethodText')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('Common.Cancel')}
        </Button>
        <Button variant="warning" onClick={onAccept} data-testid="missing-payment-accept">
          {t('Common.Accept')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
