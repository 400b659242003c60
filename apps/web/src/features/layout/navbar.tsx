import { Menu } from 'lucide-react';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth';
import { BrandLogo } from '../brand';
import { CustomizerLauncher, type NavbarColor } from '../customizer';
import { EnrollmentSelector } from '../enrollments';
import { LanguageSwitcher } from '../i18n';
import type { MenuEntry } from '../menu';
import { NotificationBell } from '../notifications';
import { SearchBox } from '../search';
import { AgentBanner } from './agent-banner';
import { HelpMenu } from './help-menu';
import { DROPDOWN_BREAKPOINT, FULL_LOGO_BREAKPOINT, MENU_BREAKPOINT, useMinWidth } from './use-media';
import { UserMenu } from './user-menu';

interface NavbarProps {
  /** Vertical layout below 1200 px: the button that opens the side menu. */
  onOpenMenu?: () => void;
  /** The logo sits in the navbar whenever no pinned side menu shows it (issue 10 §4). */
  showLogo?: boolean;
  color: NavbarColor;
  className?: string;
  /** The menu the customer sees: the search finds its screens. */
  menu?: readonly MenuEntry[];
}

/**
 * Spec §2 top bar: selector, search, help, language, notifications and the user menu.
 * memo: the layout re-renders as each of a screen's reads answers; the bar's parts read their
 * own data, so the bar itself re-renders only when its props change.
 */
export const Navbar = memo(function Navbar({
  onOpenMenu,
  showLogo,
  color,
  className = '',
  menu = [],
}: NavbarProps) {
  const { t } = useTranslation();
  const agentName = useCurrentUser()?.cc_un?.trim();
  const wide = useMinWidth(DROPDOWN_BREAKPOINT);
  // Spec §2: the customizer is desktop only.
  const desktop = useMinWidth(MENU_BREAKPOINT);
  // A phone's top bar has no room for the wordmark beside the selector and icons: the square
  // isologo keeps the brand there.
  const fullLogo = useMinWidth(FULL_LOGO_BREAKPOINT);
  const colored = color !== 'default';

  return (
    <header className={`app-navbar ${className}`} data-testid="app-navbar">
      {agentName && <AgentBanner agentName={agentName} />}
      <div
        className={`app-navbar-inner d-flex align-items-center gap-1 gap-sm-2${colored ? ` bg-${color} navbar-colored` : ''}`}
        data-bs-theme={colored ? 'dark' : undefined}
      >
        {onOpenMenu && (
          <button
            type="button"
            className="btn btn-link navbar-icon-btn"
            onClick={onOpenMenu}
            aria-label={t('Menu.Open')}
            data-testid="menu-open"
          >
            <Menu size={22} aria-hidden="true" />
          </button>
        )}
        {showLogo && (
          <Link
            to="/"
            className="top-bar-logo flex-shrink-0"
            aria-label={t('TopBar.Home')}
            data-testid="top-bar-logo"
          >
            <BrandLogo kind={fullLogo ? 'logo' : 'isologo'} />
          </Link>
        )}
        <div className="navbar-selector min-w-0">
          <EnrollmentSelector asModal={!wide} />
        </div>
        <div className="ms-auto d-flex align-items-center gap-1 flex-shrink-0">
          <Suspense fallback={<span className="navbar-search-placeholder" />}>
            <SearchBox menu={menu} />
          </Suspense>
          <HelpMenu />
          {desktop && <CustomizerLauncher />}
          <LanguageSwitcher />
          <NotificationBell asModal={!wide} />
          <UserMenu />
        </div>
      </div>
    </header>
  );
});
