import { ChevronDown, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ExternalMark, MenuEntryContent } from './menu-entry-content';
import type { MenuEntry, MenuGroup } from './menu-types';

interface NavProps {
  entries: readonly MenuEntry[];
  /** Ids of the active item and its parent groups. */
  trail: readonly string[];
  /** Called after an item is chosen (the layout closes the menu at ≤ 1200 px). */
  onNavigate: () => void;
}

function Group({ entry, trail, onNavigate }: Omit<NavProps, 'entries'> & { entry: MenuGroup }) {
  const inTrail = trail.includes(entry.id);
  const [open, setOpen] = useState(inTrail || !entry.collapsed);
  // Arriving on one of its pages (from Home, search or a link) opens the group.
  const [wasInTrail, setWasInTrail] = useState(inTrail);
  if (inTrail !== wasInTrail) {
    setWasInTrail(inTrail);
    if (inTrail) setOpen(true);
  }
  const listId = `menu-group-${entry.id}`;
  return (
    <li className={`menu-group${inTrail ? ' active-parent' : ''}${open ? ' open' : ''}`}>
      <button
        type="button"
        className="menu-link"
        aria-expanded={open}
        aria-controls={listId}
        disabled={entry.disabled}
        onClick={() => setOpen(!open)}
        data-testid={`menu-${entry.id}`}
      >
        <MenuEntryContent entry={entry} />
        <ChevronDown size={16} className="menu-chevron flex-shrink-0" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu-children list-unstyled" hidden={!open}>
        <VerticalNavItems entries={entry.children} trail={trail} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}

function VerticalNavItems({ entries, trail, onNavigate }: NavProps) {
  const { t } = useTranslation();
  return entries.map((entry) => {
    switch (entry.type) {
      case 'header':
        return (
          <li key={entry.id} className="menu-header">
            {t(entry.title)}
          </li>
        );
      case 'dropdown':
        return <Group key={entry.id} entry={entry} trail={trail} onNavigate={onNavigate} />;
      case 'external-link':
        return (
          <li key={entry.id}>
            <a
              className="menu-link"
              href={entry.disabled ? undefined : entry.navLink}
              aria-disabled={entry.disabled || undefined}
              target={entry.newTab === false ? undefined : '_blank'}
              rel="noopener noreferrer"
              onClick={onNavigate}
              data-testid={`menu-${entry.id}`}
            >
              <MenuEntryContent entry={entry} />
              <ExternalMark />
              <ExternalLink size={14} className="menu-external flex-shrink-0" aria-hidden="true" />
            </a>
          </li>
        );
      case 'item':
        return (
          <li key={entry.id}>
            {entry.disabled ? (
              <span className="menu-link disabled" aria-disabled="true">
                <MenuEntryContent entry={entry} />
              </span>
            ) : (
              <NavLink
                to={entry.navLink}
                end={entry.navLink === '/'}
                className={`menu-link${trail.includes(entry.id) ? ' active' : ''}`}
                target={entry.newTab ? '_blank' : undefined}
                onClick={onNavigate}
                data-testid={`menu-${entry.id}`}
              >
                <MenuEntryContent entry={entry} />
              </NavLink>
            )}
          </li>
        );
    }
  });
}

/** The side menu's list (spec §2): headers, collapsible groups, items and external links. */
export function VerticalNav(props: NavProps) {
  return (
    <ul className="vertical-nav list-unstyled mb-0">
      <VerticalNavItems {...props} />
    </ul>
  );
}
