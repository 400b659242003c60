import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

interface Props {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  onClose: () => void;
}

/** The notification bell's list as a modal on small screens (spec §2). */
export default function NotificationModal({ header, footer, children, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onClose} centered scrollable aria-labelledby="notification-modal-title">
      <Modal.Header closeButton closeLabel={t('Common.Close')}>
        <Modal.Title id="notification-modal-title" as="h2" className="h5 flex-grow-1 me-2">
          {header}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0" data-testid="notification-menu">
        {children}
      </Modal.Body>
      <Modal.Footer className="justify-content-center p-0">{footer}</Modal.Footer>
    </Modal>
  );
}
