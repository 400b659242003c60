import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectCustomizer, sidebarCollapsedToggled } from '../customizer';
import { useRole } from '../enrollments';
import { activeTrail, filterMenu, type MenuEntry, useMainMenu } from '../menu';
import { useAppDispatch } from '../../lib/redux';
import { Navbar } from './navbar';
import { ShellContent, ShellExtras } from './shell-parts';
import { SideMenu, SwipeArea } from './side-menu';
import { MENU_BREAKPOINT } from './use-media';
import { SkipLink } from './skip-link';

/** The entries of an off-canvas menu not opened yet: none (one array, so memo sees no change). */
const NOT_DRAWN: readonly MenuEntry[] = [];

/** Spec §2 side menu starts collapsed on the profile route. */
const COLLAPSED_ROUTES = ['/profile'];

/** Vertical layout: side menu + top bar; below 1200 px the menu is off-canvas. */
export function VerticalLayout({ desktop }: { desktop: boolean }) {
  const dispatch = useAppDispatch();
  const settings = useSelector(selectCustomizer);
  const role = useRole();
  const { pathname } = useLocation();
  const menu = useMainMenu();
  const [menuOpen, setMenuOpen] = useState(false);
  // Below 1200 px the menu is off-canvas, and inert until opened: its entries are drawn at the
  // first opening instead of with every page load (issue 18: a third of a phone's Home, drawn
  // twice as the reads answered), and stay drawn so it slides out as it slid in.
  const [menuDrawn, setMenuDrawn] = useState(false);
  // A toggle made on a collapsed-by-default route lasts only while the visitor stays there.
  const [override, setOverride] = useState<{ path: string; collapsed: boolean } | null>(null);

  const routeCollapses = COLLAPSED_ROUTES.includes(pathname);
  const collapsed =
    override?.path === pathname ? override.collapsed : routeCollapses || settings.sidebarCollapsed;
  const toggleCollapsed = useCallback(
    () =>
      routeCollapses
        ? setOverride({ path: pathname, collapsed: !collapsed })
        : dispatch(sidebarCollapsedToggled()),
    [routeCollapses, pathname, collapsed, dispatch],
  );

  // Kept between renders, like the callbacks, so the side menu and the top bar (both memo)
  // re-render only when what they show changes, not whenever one of Home's reads answers.
  const entries = useMemo(() => filterMenu(menu, role, 'vertical'), [menu, role]);
  const trail = useMemo(() => activeTrail(entries, pathname), [entries, pathname]);
  const navbarColor = settings.navbarType === 'static' ? 'default' : settings.navbarColor;
  const showNavbar = settings.navbarType !== 'hidden' || !desktop;
  // Spec §2: at widths up to 1200 px the menu closes after a choice.
  const closeIfNarrow = useCallback(() => {
    if (window.innerWidth <= MENU_BREAKPOINT) setMenuOpen(false);
  }, []);
  const openMenu = useCallback(() => {
    setMenuDrawn(true);
    setMenuOpen(true);
  }, []);

  return (
    <div
      className={[
        'app-shell layout-vertical',
        desktop ? 'menu-pinned' : 'menu-off-canvas',
        desktop && collapsed ? 'menu-collapsed' : '',
        `navbar-${settings.navbarType}`,
      ].join(' ')}
      data-testid="layout-vertical"
    >
      {/* While the off-canvas menu is open only the menu is in reach, so no skip link either. */}
      {(desktop || !menuOpen) && <SkipLink />}
      <SideMenu
        entries={desktop || menuDrawn ? entries : NOT_DRAWN}
        trail={trail}
        desktop={desktop}
        open={menuOpen}
        collapsed={collapsed}
        semiDark={settings.theme === 'semi-dark'}
        menuColor={settings.menuTheme}
        onToggleCollapsed={toggleCollapsed}
        onClose={closeIfNarrow}
      />
      {!desktop && menuOpen && (
        <div
          className="sidenav-overlay"
          onClick={() => setMenuOpen(false)}
          aria-hidden="true"
          data-testid="menu-overlay"
        />
      )}
      {!desktop && !menuOpen && <SwipeArea onOpen={openMenu} />}
      {/* While the off-canvas menu is open, the page behind it is out of reach (keys, readers). */}
      <div className="app-content d-flex flex-column min-vh-100" inert={(!desktop && menuOpen) || undefined}>
        {showNavbar && (
          <Navbar
            color={navbarColor}
            onOpenMenu={desktop ? undefined : openMenu}
            showLogo={!desktop}
            menu={entries}
            className={`navbar-type-${desktop ? settings.navbarType : 'sticky'}`}
          />
        )}
        <ShellContent className="container-fluid app-main-vertical" />
        <ShellExtras settings={settings} />
      </div>
    </div>
  );
}
