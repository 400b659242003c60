import { ExternalLink } from 'lucide-react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ExternalMark, MenuEntryContent } from './menu-entry-content';
import type { MenuEntry } from './menu-types';

interface HorizontalNavProps {
  entries: readonly MenuEntry[];
  trail: readonly string[];
}

function DropdownChildren({ entries, trail }: { entries: readonly MenuEntry[]; trail: readonly string[] }) {
  const { t } = useTranslation();
  return entries.map((child) => {
    if (child.type === 'header') return <Dropdown.Header key={child.id}>{t(child.title)}</Dropdown.Header>;
    if (child.type === 'dropdown') {
      return <DropdownChildren key={child.id} entries={child.children} trail={trail} />;
    }
    if (child.type === 'external-link') {
      return (
        <Dropdown.Item
          key={child.id}
          href={child.navLink}
          target="_blank"
          rel="noopener noreferrer"
          disabled={child.disabled}
        >
          <MenuEntryContent entry={child} />
          <ExternalMark />
        </Dropdown.Item>
      );
    }
    const active = trail.includes(child.id);
    return (
      <Dropdown.Item
        key={child.id}
        as={Link}
        to={child.navLink}
        disabled={child.disabled}
        // Not react-bootstrap's `active`: it writes aria-selected, which a link may not carry.
        aria-current={active ? 'page' : undefined}
        className={`d-flex align-items-center gap-2${active ? ' active' : ''}`}
        data-testid={`hmenu-${child.id}`}
      >
        <MenuEntryContent entry={child} />
      </Dropdown.Item>
    );
  });
}

/** Top menu of the horizontal layout: items, dropdown groups and external links. */
export function HorizontalNav({ entries, trail }: HorizontalNavProps) {
  return (
    <ul className="horizontal-nav nav gap-1">
      {entries.map((entry) => {
        const active = trail.includes(entry.id);
        switch (entry.type) {
          case 'header':
            return null;
          case 'dropdown':
            return (
              <li key={entry.id} className="nav-item">
                <Dropdown>
                  <Dropdown.Toggle
                    variant="link"
                    className={`menu-link${active ? ' active' : ''}`}
                    disabled={entry.disabled}
                    data-testid={`hmenu-${entry.id}`}
                  >
                    <MenuEntryContent entry={entry} />
                  </Dropdown.Toggle>
                  <Dropdown.Menu>
                    <DropdownChildren entries={entry.children} trail={trail} />
                  </Dropdown.Menu>
                </Dropdown>
              </li>
            );
          case 'external-link':
            return (
              <li key={entry.id} className="nav-item">
                <a
                  className="menu-link"
                  href={entry.navLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={`hmenu-${entry.id}`}
                >
                  <MenuEntryContent entry={entry} />
                  <ExternalMark />
                  <ExternalLink size={14} className="menu-external flex-shrink-0" aria-hidden="true" />
                </a>
              </li>
            );
          case 'item':
            return (
              <li key={entry.id} className="nav-item">
                {entry.disabled ? (
                  <span className="menu-link disabled" aria-disabled="true">
                    <MenuEntryContent entry={entry} />
                  </span>
                ) : (
                  <NavLink
                    to={entry.navLink}
                    end={entry.navLink === '/'}
                    // The trail decides (not the URL alone): /profile clears it (spec §2).
                    className={() => `menu-link${active ? ' active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    target={entry.newTab ? '_blank' : undefined}
                    data-testid={`hmenu-${entry.id}`}
                  >
                    <MenuEntryContent entry={entry} />
                  </NavLink>
                )}
              </li>
            );
        }
      })}
    </ul>
  );
}
