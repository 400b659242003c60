import type { Role } from '@myaccount/contract';
import type { LucideIcon } from 'lucide-react';

/**
 * A count or a state shown beside an entry's title (spec §2: entries may show a badge). The
 * visible text is short ("3", "Past due"); screen readers hear `label` instead ("3 unread").
 * Both are translation keys, interpolated with `count`.
 */
export interface MenuBadge {
  text: string;
  label: string;
  count?: number;
  color: 'primary' | 'danger' | 'warning' | 'info';
}

/** Spec §3 "Menu entry". `title` is a translation key. */
interface MenuEntryBase {
  id: string;
  title: string;
  icon?: LucideIcon;
  /** Roles that see the entry; absent = everyone (spec §5). */
  permissions?: readonly Role[];
  badge?: MenuBadge;
  disabled?: boolean;
}

export interface MenuHeader extends MenuEntryBase {
  type: 'header';
}

export interface MenuItem extends MenuEntryBase {
  type: 'item';
  navLink: string;
  newTab?: boolean;
}

export interface MenuExternalLink extends MenuEntryBase {
  type: 'external-link';
  navLink: string;
  newTab?: boolean;
}

export interface MenuGroup extends MenuEntryBase {
  type: 'dropdown';
  children: readonly MenuEntry[];
  /** Starts collapsed in the side menu. */
  collapsed?: boolean;
  /** Extra paths (outside its children) that highlight this group. */
  parentOf?: readonly string[];
}

export type MenuEntry = MenuHeader | MenuItem | MenuExternalLink | MenuGroup;
export type MenuLayout = 'vertical' | 'horizontal';
