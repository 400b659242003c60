import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectCustomizer } from '../customizer';
import { useRole } from '../enrollments';
import { activeTrail, filterMenu, HorizontalNav, useMainMenu } from '../menu';
import { Navbar } from './navbar';
import { ShellContent, ShellExtras } from './shell-parts';
import { SkipLink } from './skip-link';
import { useScrolledPast } from './use-media';

/** Spec §9: the horizontal navbar goes compact after 50 px of scroll. */
export const COMPACT_NAVBAR_AFTER = 50;
/** Spec §2: the horizontal layout clears the active menu parent on these routes. */
const NO_TRAIL_ROUTES = ['/profile'];

/** Horizontal layout (≥ 1200 px only): top bar and a top menu, at most 1440 px wide. */
export function HorizontalLayout() {
  const { t } = useTranslation();
  const settings = useSelector(selectCustomizer);
  const role = useRole();
  const { pathname } = useLocation();
  const menu = useMainMenu();
  const compact = useScrolledPast(COMPACT_NAVBAR_AFTER);
  // Kept between renders so the top bar (memo) re-renders only when the menu changes.
  const entries = useMemo(() => filterMenu(menu, role, 'horizontal'), [menu, role]);
  const trail = NO_TRAIL_ROUTES.includes(pathname) ? [] : activeTrail(entries, pathname);
  // The hidden navbar is not offered in this layout; a stored "hidden" reads as floating.
  const navbarType = settings.navbarType === 'hidden' ? 'floating' : settings.navbarType;

  return (
    <div
      className={`app-shell layout-horizontal navbar-${navbarType}${compact ? ' navbar-compact' : ''}`}
      data-testid="layout-horizontal"
    >
      <SkipLink />
      <div className={`horizontal-header navbar-type-${navbarType}`}>
        <div className="horizontal-frame">
          <Navbar color="default" showLogo menu={entries} />
          <nav
            className={`horizontal-menu menu-${settings.menuTheme}`}
            aria-label={t('TopBar.Navigation')}
            data-testid="horizontal-menu"
          >
            <HorizontalNav entries={entries} trail={trail} />
          </nav>
        </div>
      </div>
      <div className="horizontal-frame d-flex flex-column flex-grow-1 w-100">
        <ShellContent className="px-3 py-4" />
        <ShellExtras settings={settings} />
      </div>
    </div>
  );
}
