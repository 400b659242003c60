import { describe, expect, it } from 'vitest';
import { makeAddress, makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { hasEmptyEnrollments, pickSelection, roleForEnrollment, selectionOf } from './enrollment-selection';

const first = makeEnrollment({ id_enrollment: 1, showPayments: false });
const second = makeEnrollment({ id_enrollment: 2, showPayments: true });
const third = makeEnrollment({ id_enrollment: 3 });
const groups = [makeGroup([first]), makeGroup([second, third], makeAddress({ address_1: '9 Elm St' }))];

describe('pickSelection (spec §4)', () => {
  it('takes the first enrollment of the first address when nothing was selected', () => {
    expect(pickSelection(groups, null)?.id_enrollment).toBe(1);
  });
  it('keeps the previous selection when it is still present, in its fresh form', () => {
    const stale = { ...third, isActive: false };
    const picked = pickSelection(groups, stale.id_enrollment);
    expect(picked).toBe(third);
  });
  it('falls back to the first of the first address when the previous one is gone', () => {
    expect(pickSelection(groups, 99)?.id_enrollment).toBe(1);
  });
  it('selects nothing when the first address has no enrollments', () => {
    expect(pickSelection([makeGroup([]), makeGroup([second])], null)).toBeNull();
    expect(pickSelection([], null)).toBeNull();
  });
});

describe('hasEmptyEnrollments', () => {
  it('is true only when the first address group has no enrollments', () => {
    expect(hasEmptyEnrollments(groups)).toBe(false);
    expect(hasEmptyEnrollments([makeGroup([]), makeGroup([second])])).toBe(true);
    expect(hasEmptyEnrollments([])).toBe(true);
  });
});

describe('roleForEnrollment (spec §4 Role)', () => {
  it('is paymentUser only when the selected enrollment shows payments', () => {
    expect(roleForEnrollment(second)).toBe('paymentUser');
    expect(roleForEnrollment(first)).toBe('normalUser');
    expect(roleForEnrollment(null)).toBe('normalUser');
  });
});

describe('selectionOf (spec §4 over the cached list)', () => {
  const ready = (data: typeof groups) => ({ status: 'success' as const, data });
  it('is loading until the list arrives', () => {
    expect(selectionOf({ status: 'pending' }, null, null)).toEqual({
      enrollment: null,
      isLoading: true,
      emptyEnrollments: false,
    });
  });
  it('treats a failed read as an empty list (spec §8)', () => {
    expect(selectionOf({ status: 'error' }, 2, 3)).toEqual({
      enrollment: null,
      isLoading: false,
      emptyEnrollments: true,
    });
  });
  it('starts on the remembered enrollment after a reload, unless one was chosen in this page', () => {
    expect(selectionOf(ready(groups), null, 3).enrollment).toBe(third);
    expect(selectionOf(ready(groups), 2, 3).enrollment).toBe(second);
    expect(selectionOf(ready(groups), null, 99).enrollment).toBe(first);
    expect(selectionOf(ready(groups), null, null)).toEqual({
      enrollment: first,
      isLoading: false,
      emptyEnrollments: false,
    });
  });
  it('falls back to the first of the first address when the chosen one is no longer listed', () => {
    expect(selectionOf(ready([makeGroup([first])]), 3, null).enrollment).toBe(first);
  });
  it('flags an empty first address until the customer chooses one elsewhere', () => {
    const emptyFirst = [makeGroup([]), makeGroup([second])];
    expect(selectionOf(ready(emptyFirst), null, null)).toMatchObject({
      enrollment: null,
      emptyEnrollments: true,
    });
    expect(selectionOf(ready(emptyFirst), 2, null)).toMatchObject({
      enrollment: second,
      emptyEnrollments: false,
    });
  });
});
