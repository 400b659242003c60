import { Circle, CircleDot, X } from 'lucide-react';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuColor } from '../customizer';
import { BrandLogo } from '../brand';
import { VerticalNav, type MenuEntry } from '../menu';

/** Spec §9: the menu shows a shadow once scrolled down 100 px. */
export const MENU_SHADOW_AFTER = 100;

interface SideMenuProps {
  entries: readonly MenuEntry[];
  trail: readonly string[];
  /** Desktop (≥ 1200 px): pinned; below, it slides in when `open`. */
  desktop: boolean;
  open: boolean;
  collapsed: boolean;
  semiDark: boolean;
  menuColor: MenuColor;
  onToggleCollapsed: () => void;
  onClose: () => void;
}

/**
 * Spec §2 side menu: logo, collapse toggle, entries; collapsed menus expand while hovered.
 * memo: the layout re-renders as each of a screen's reads answers; the menu only when its props do.
 */
export const SideMenu = memo(function SideMenu(props: SideMenuProps) {
  const { entries, trail, desktop, open, collapsed, semiDark, menuColor, onToggleCollapsed, onClose } = props;
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [shadow, setShadow] = useState(false);
  const [touchStartX, setTouchStartX] = useState<number | null>(null);
  const compact = desktop && collapsed && !hovered;
  const hiddenOffCanvas = !desktop && !open;
  const aside = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The open off-canvas menu is a dialog of sorts: focus goes into it (its close button), and
  // when it closes, back to what opened it unless the visitor has moved on (the rest of the page
  // is inert meanwhile, vertical-layout.tsx). Without this a keyboard user opened the menu and
  // tabbed on through the page behind it.
  useEffect(() => {
    if (desktop || !open) return;
    const openedFrom = document.activeElement;
    const menu = aside.current;
    closeButton.current?.focus();
    return () => {
      // Focus still in the menu, or already dropped to the body as the menu went inert.
      const active = document.activeElement;
      const adrift = !active || active === document.body || menu?.contains(active);
      if (adrift && openedFrom instanceof HTMLElement && openedFrom.isConnected) openedFrom.focus();
    };
  }, [desktop, open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || desktop || !open) return;
    event.stopPropagation();
    onClose();
  };

  // A leftward swipe on the open menu closes it (mirrored in RTL by the CSS transform only).
  const onTouchEnd = (event: TouchEvent) => {
    const endX = event.changedTouches[0]?.clientX;
    if (touchStartX !== null && endX !== undefined && Math.abs(endX - touchStartX) > 60) onClose();
    setTouchStartX(null);
  };

  return (
    <aside
      ref={aside}
      className={[
        'side-menu',
        `menu-${menuColor}`,
        compact ? 'compact' : '',
        desktop && collapsed ? 'collapsed' : '',
        open ? 'open' : '',
      ].join(' ')}
      data-bs-theme={semiDark ? 'dark' : undefined}
      aria-label={t('Menu.Label')}
      // Off-canvas menu: out of the tab order and the accessibility tree while hidden.
      inert={hiddenOffCanvas || undefined}
      aria-hidden={hiddenOffCanvas || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={(event) => setTouchStartX(event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
      onKeyDown={onKeyDown}
      data-testid="side-menu"
    >
      <div className="side-menu-header">
        <Link
          to="/"
          className="side-menu-logo min-w-0"
          aria-label={t('TopBar.Home')}
          onClick={desktop ? undefined : onClose}
        >
          <BrandLogo kind={compact ? 'isologo' : 'logo'} />
        </Link>
        {desktop ? (
          !compact && (
            <button
              type="button"
              className="btn btn-link menu-toggle p-1"
              onClick={onToggleCollapsed}
              aria-pressed={!collapsed}
              aria-label={t('Menu.KeepOpen')}
              data-testid="menu-collapse-toggle"
            >
              {collapsed ? (
                <Circle size={18} aria-hidden="true" />
              ) : (
                <CircleDot size={18} aria-hidden="true" />
              )}
            </button>
          )
        ) : (
          <button
            ref={closeButton}
            type="button"
            className="btn btn-link menu-toggle p-1"
            onClick={onClose}
            aria-label={t('Menu.Close')}
            data-testid="menu-close"
          >
            <X size={20} aria-hidden="true" />
          </button>
        )}
      </div>
      <div className={`side-menu-shadow${shadow ? ' visible' : ''}`} aria-hidden="true" />
      <nav
        className="side-menu-scroll"
        aria-label={t('TopBar.Navigation')}
        // The shadow is an overlay (no box in the flow), so showing it cannot move the
        // scroll position it reads; React drops the update when the answer is unchanged.
        onScroll={(event) => setShadow(event.currentTarget.scrollTop >= MENU_SHADOW_AFTER)}
      >
        <VerticalNav entries={entries} trail={trail} onNavigate={desktop ? () => undefined : onClose} />
      </nav>
    </aside>
  );
});

/** An invisible strip at the screen's start edge: swiping from it opens the menu on touch screens. */
export function SwipeArea({ onOpen }: { onOpen: () => void }) {
  const [startX, setStartX] = useState<number | null>(null);
  return (
    <div
      className="menu-swipe-area"
      aria-hidden="true"
      onTouchStart={(event) => setStartX(event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        if (startX !== null && endX !== undefined && Math.abs(endX - startX) > 40) onOpen();
        setStartX(null);
      }}
      data-testid="menu-swipe-area"
    />
  );
}
