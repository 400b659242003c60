import type { Role } from '@myaccount/contract';
import { useSelectedEnrollment } from '../enrollments';
import { forbiddenEntry, type MenuEntry } from '../menu';

/**
 * Spec §6 unauthorized case for the current path. The role follows the selected enrollment
 * (spec §4), so nothing is judged until it is known: a reload must not flash the page.
 */
export function useForbiddenPath(menu: readonly MenuEntry[], pathname: string, role: Role): boolean {
  const { isLoading } = useSelectedEnrollment();
  return !isLoading && forbiddenEntry(menu, pathname, role) !== null;
}
