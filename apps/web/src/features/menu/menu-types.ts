import type { Role } from '@myaccount/contract';
import type { LucideIcon } from 'lucide-react';

/** Spec §3 "Menu entry". `title` is a translation key. */
interface MenuEntryBase {
  id: string;
  title: string;
  icon?: LucideIcon;
  /** Roles that see the entry; absent = everyone (spec §5). */
  permissions?: readonly Role[];
  badge?: string;
  badgeText?: string;
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
