import { History, Link2, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../auth';
import { ACCOUNT_ACTIVITY_PATH, LINK_ACCOUNT_PATH } from './links';

interface Props {
  onClose: () => void;
  avatar: ReactNode;
  identity: ReactNode;
}

/** The user menu as a modal on small screens (spec §2). */
export default function UserMenuModal({ onClose, avatar, identity }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="user-menu-title">
      <Modal.Header closeButton closeLabel={t('Common.Close')}>
        <Modal.Title id="user-menu-title" as="h2" className="h5 d-flex align-items-center gap-2 min-w-0">
          {avatar}
          {identity}
        </Modal.Title>
      </Modal.Header>
      <div className="list-group list-group-flush">
        <Link to="/profile" className="list-group-item list-group-item-action" onClick={onClose}>
          <UserRound size={16} className="me-2" aria-hidden="true" />
          {t('UserMenu.Profile')}
        </Link>
        <Link
          to={ACCOUNT_ACTIVITY_PATH}
          className="list-group-item list-group-item-action"
          onClick={onClose}
          data-testid="user-menu-activity"
        >
          <History size={16} className="me-2" aria-hidden="true" />
          {t('UserMenu.Activity')}
        </Link>
        <Link to={LINK_ACCOUNT_PATH} className="list-group-item list-group-item-action" onClick={onClose}>
          <Link2 size={16} className="me-2" aria-hidden="true" />
          {t('UserMenu.LinkAccount')}
        </Link>
        <button
          type="button"
          className="list-group-item list-group-item-action"
          onClick={() => {
            onClose();
            logout();
          }}
          data-testid="logout"
        >
          <LogOut size={16} className="me-2" aria-hidden="true" />
          {t('TopBar.Logout')}
        </button>
      </div>
    </Modal>
  );
}
