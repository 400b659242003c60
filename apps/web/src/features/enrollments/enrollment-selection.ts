import type { AddressGroup, Enrollment, Role } from '@myaccount/contract';

/**
 * Spec §4 "Enrollment selection" after a load: keep the previously selected enrollment if
 * it is still present (in its fresh form), otherwise the first enrollment of the first
 * address; none when that address has no enrollments. `previousId` is the selection in
 * memory or, after a reload or in a new tab, the one remembered in the browser.
 */
export function pickSelection(
  groups: readonly AddressGroup[],
  previousId: number | null | undefined,
): Enrollment | null {
  if (previousId != null) {
    for (const group of groups) {
      const same = group.enrollments.find((e) => e.id_enrollment === previousId);
      if (same) return same;
    }
  }
  return groups[0]?.enrollments[0] ?? null;
}

/** Spec §4: emptyEnrollments is true when the first address group has no enrollments. */
export function hasEmptyEnrollments(groups: readonly AddressGroup[]): boolean {
  return (groups[0]?.enrollments.length ?? 0) === 0;
}

/** Spec §4 "Role": paymentUser when the selected enrollment shows payments. */
export function roleForEnrollment(enrollment: Pick<Enrollment, 'showPayments'> | null): Role {
  return enrollment?.showPayments ? 'paymentUser' : 'normalUser';
}

/** Every enrollment of every address, in display order. */
export function allEnrollments(groups: readonly AddressGroup[]): Enrollment[] {
  return groups.flatMap((group) => group.enrollments);
}
