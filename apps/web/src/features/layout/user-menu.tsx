import { History, Link2, LogOut, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout, useProfile } from '../auth';
import { DROPDOWN_BREAKPOINT, useMinWidth } from './use-media';
import { UserAvatar } from './user-avatar';
import { ACCOUNT_ACTIVITY_PATH, LINK_ACCOUNT_PATH } from './links';

// Modals are only needed on small screens, once opened: keep them out of the first load.
const UserMenuModal = lazy(() => import('./user-menu-modal'));

function UserIdentity({ testIds = true }: { testIds?: boolean }) {
  const user = useProfile();
  const fullName = [user?.first_name, user?.last_name].filter((part) => part?.trim()).join(' ');
  return (
    <span className="d-flex flex-column lh-sm min-w-0 text-start">
      <span className="fw-semibold text-truncate" data-testid={testIds ? 'topbar-name' : undefined}>
        {fullName || user?.user_name}
      </span>
      <span className="small opacity-75 text-truncate" data-testid={testIds ? 'topbar-username' : undefined}>
        {user?.user_name}
      </span>
    </span>
  );
}

/** Spec §2 user menu: Profile, Account activity (issue 14), Link another account, Log out (dropdown, or a modal when small). */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useProfile();
  const logout = useLogout();
  const wide = useMinWidth(DROPDOWN_BREAKPOINT);
  const [open, setOpen] = useState(false);
  const avatar = (
    <UserAvatar firstName={user?.first_name} lastName={user?.last_name} userName={user?.user_name} />
  );

  if (wide) {
    return (
      <Dropdown align="end">
        <Dropdown.Toggle
          variant="link"
          className="user-menu-toggle d-flex align-items-center gap-2 text-reset text-decoration-none no-caret"
          id="user-menu"
          data-testid="user-menu"
          aria-label={t('UserMenu.Open')}
        >
          <UserIdentity />
          {avatar}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as={Link} to="/profile" data-testid="user-menu-profile">
            <UserRound size={16} className="me-2" aria-hidden="true" />
            {t('UserMenu.Profile')}
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={ACCOUNT_ACTIVITY_PATH} data-testid="user-menu-activity">
            <History size={16} className="me-2" aria-hidden="true" />
            {t('UserMenu.Activity')}
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={LINK_ACCOUNT_PATH} data-testid="user-menu-link-account">
            <Link2 size={16} className="me-2" aria-hidden="true" />
            {t('UserMenu.LinkAccount')}
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={logout} data-testid="logout">
            <LogOut size={16} className="me-2" aria-hidden="true" />
            {t('TopBar.Logout')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    );
  }

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-link p-0 user-menu-toggle"
        onClick={() => setOpen(true)}
        aria-label={t('UserMenu.Open')}
        aria-haspopup="dialog"
        data-testid="user-menu"
      >
        {avatar}
        <span className="visually-hidden">
          <UserIdentity />
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <UserMenuModal onClose={close} avatar={avatar} identity={<UserIdentity testIds={false} />} />
        </Suspense>
      )}
    </>
  );
}
