import type { Role } from '@myaccount/contract';
import type { MenuEntry, MenuLayout } from './menu-types';

/** Spec §5: hidden when the permissions list lacks the role; no list = visible to all. */
export function canSee(entry: Pick<MenuEntry, 'permissions'>, role: Role): boolean {
  return !entry.permissions || entry.permissions.includes(role);
}

/**
 * The entries `role` may see. Spec §6: in the horizontal layout dropdowns and external links
 * are always shown (their children are still filtered). A vertical group whose children are
 * all hidden disappears, and so does a header with nothing visible under it.
 */
export function filterMenu(entries: readonly MenuEntry[], role: Role, layout: MenuLayout): MenuEntry[] {
  const alwaysShown = (entry: MenuEntry) =>
    layout === 'horizontal' && (entry.type === 'dropdown' || entry.type === 'external-link');

  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (!alwaysShown(entry) && !canSee(entry, role)) continue;
    if (entry.type === 'dropdown') {
      const children = filterMenu(entry.children, role, layout);
      if (children.length === 0 && layout === 'vertical') continue;
      visible.push({ ...entry, children });
    } else {
      visible.push(entry);
    }
  }
  return visible.filter(
    (entry, index) =>
      entry.type !== 'header' || (visible[index + 1] && visible[index + 1]!.type !== 'header'),
  );
}

/** Whether `navLink` is the current page: "/" only on itself, others also on sub-paths. */
export function isPathActive(navLink: string, pathname: string): boolean {
  if (navLink === '/') return pathname === '/';
  return pathname === navLink || pathname.startsWith(`${navLink}/`);
}

/** Ids of the active item and every group above it (spec §2: all highlighted). */
export function activeTrail(entries: readonly MenuEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if ((entry.type === 'item' || entry.type === 'external-link') && isPathActive(entry.navLink, pathname)) {
      return [entry.id];
    }
    if (entry.type === 'dropdown') {
      const below = activeTrail(entry.children, pathname);
      if (below.length > 0) return [entry.id, ...below];
      if (entry.parentOf?.some((path) => isPathActive(path, pathname))) return [entry.id];
    }
  }
  return [];
}

/**
 * Spec §6: the entry whose path the visitor is on but whose permissions (or a group's above
 * it) lack their role — the unauthorized case. Null when the path is allowed or no entry
 * claims it (unknown paths are the 404 page's).
 */
export function forbiddenEntry(
  entries: readonly MenuEntry[],
  pathname: string,
  role: Role,
): MenuEntry | null {
  for (const entry of entries) {
    if (entry.type === 'dropdown') {
      const below = forbiddenEntry(entry.children, pathname, role);
      const claimsPath = activeTrail(entry.children, pathname).length > 0;
      if (claimsPath && !canSee(entry, role)) return entry;
      if (below) return below;
    } else if (entry.type === 'item' && isPathActive(entry.navLink, pathname) && !canSee(entry, role)) {
      // "/" matches only itself, so Home never claims another screen's path.
      return entry;
    }
  }
  return null;
}
