import { LogOut } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, useLogout } from '../auth';
import { BrandLogo } from '../brand';
import { LanguageSwitcher } from '../i18n';
import { AgentBanner } from './agent-banner';
import { UserAvatar } from './user-avatar';

/** Signed-in header: logo (home link), language, who is signed in, and log out. */
export function TopBar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const agentName = user?.cc_un?.trim();
  const fullName = [user?.first_name, user?.last_name].filter((part) => part?.trim()).join(' ');

  return (
    <header className="top-bar sticky-top bg-body shadow-sm">
      {agentName && <AgentBanner agentName={agentName} />}
      <nav className="container-xxl d-flex align-items-center gap-2 py-2" aria-label={t('TopBar.Navigation')}>
        <Link to="/" className="top-bar-logo me-auto flex-shrink-0" aria-label={t('TopBar.Home')}>
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
        <div className="d-flex align-items-center gap-2 min-w-0">
          <UserAvatar firstName={user?.first_name} lastName={user?.last_name} userName={user?.user_name} />
          <div className="d-flex flex-column lh-sm min-w-0">
            <span className="fw-semibold text-truncate" data-testid="topbar-name">
              {fullName || user?.user_name}
            </span>
            <span className="small text-body-secondary text-truncate" data-testid="topbar-username">
              {user?.user_name}
            </span>
          </div>
        </div>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={logout}
          data-testid="logout"
          aria-label={t('TopBar.Logout')}
        >
          <LogOut size={16} aria-hidden="true" />
          <span className="d-none d-md-inline ms-1" aria-hidden="true">
            {t('TopBar.Logout')}
          </span>
        </Button>
      </nav>
    </header>
  );
}
