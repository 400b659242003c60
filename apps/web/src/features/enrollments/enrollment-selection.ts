import type { AddressGroup, Enrollment, Role } from '@myaccount/contract';

export interface SelectedEnrollment {
  /** The enrollment chosen in the selector; null while loading or when there is none. */
  enrollment: Enrollment | null;
  /** True until the first list arrived. */
  isLoading: boolean;
  /** Spec §4: the customer's first address has no enrollments (or the list could not be read). */
  emptyEnrollments: boolean;
}

/** Where the list read stands, as the session cache reports it. */
export type ListRead =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; data: readonly AddressGroup[] };

/**
 * Spec §4 selection over the cached list: the enrollment chosen in this page (`chosenId`), else
 * the one remembered from a reload or another tab, while it is listed; else the first of the
 * first address. A failed read counts as an empty list (spec §8). Choosing one clears
 * emptyEnrollments, as the selector always did.
 */
export function selectionOf(
  list: ListRead,
  chosenId: number | null,
  rememberedId: number | null,
): SelectedEnrollment {
  if (list.status === 'pending') return { enrollment: null, isLoading: true, emptyEnrollments: false };
  if (list.status === 'error') return { enrollment: null, isLoading: false, emptyEnrollments: true };
  const enrollment = pickSelection(list.data, chosenId ?? rememberedId);
  const chosenShown = chosenId !== null && enrollment?.id_enrollment === chosenId;
  return { enrollment, isLoading: false, emptyEnrollments: !chosenShown && hasEmptyEnrollments(list.data) };
}

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
