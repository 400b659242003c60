import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { makeAddress, makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import { hasEmptyEnrollments, pickSelection, roleForEnrollment } from './enrollment-selection';
import {
  enrollmentReducer,
  enrollmentSelected,
  enrollmentSelecting,
  enrollmentsLoaded,
  enrollmentsRequested,
  initialEnrollmentState,
} from './enrollment-slice';
import { loadEnrollments, selectEnrollment } from './enrollment-thunks';

const first = makeEnrollment({ id_enrollment: 1, showPayments: false });
const second = makeEnrollment({ id_enrollment: 2, showPayments: true });
const third = makeEnrollment({ id_enrollment: 3 });
const groups = [makeGroup([first]), makeGroup([second, third], makeAddress({ address_1: '9 Elm St' }))];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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

describe('enrollment reducer', () => {
  it('sets loading when a load starts and clears it after the list arrives', () => {
    const loading = enrollmentReducer(initialEnrollmentState, enrollmentsRequested());
    expect(loading.isLoading).toBe(true);
    const loaded = enrollmentReducer(loading, enrollmentsLoaded(groups));
    expect(loaded).toMatchObject({ isLoading: false, emptyEnrollments: false, status: 'ready' });
    expect(loaded.selected?.id_enrollment).toBe(1);
  });
  it('flags emptyEnrollments and clears loading for an empty first address', () => {
    const state = enrollmentReducer(
      { ...initialEnrollmentState, isLoading: true },
      enrollmentsLoaded([makeGroup([])]),
    );
    expect(state).toMatchObject({ emptyEnrollments: true, isLoading: false, selected: null });
  });
  it('starts on the remembered enrollment after a reload, unless one is already selected', () => {
    expect(enrollmentReducer(initialEnrollmentState, enrollmentsLoaded(groups, 3)).selected).toBe(third);
    const chosen = { ...initialEnrollmentState, selected: second };
    expect(enrollmentReducer(chosen, enrollmentsLoaded(groups, 3)).selected).toBe(second);
    expect(enrollmentReducer(initialEnrollmentState, enrollmentsLoaded(groups, 99)).selected).toBe(first);
  });
  it('selecting sets loading, then the enrollment, and clears emptyEnrollments', () => {
    const empty = { ...initialEnrollmentState, emptyEnrollments: true };
    const selecting = enrollmentReducer(empty, enrollmentSelecting());
    expect(selecting.isLoading).toBe(true);
    const selected = enrollmentReducer(selecting, enrollmentSelected(third));
    expect(selected).toMatchObject({ selected: third, emptyEnrollments: false, isLoading: false });
  });
});

describe('enrollment thunks', () => {
  it('loads the list of the signed-in customer, keeps the selection on reload and sets the role', async () => {
    const fake = createFakeFetch(() => jsonResponse(groups));
    vi.stubGlobal('fetch', fake.fetch);
    const store = createAppStore({});
    await store.dispatch(loadEnrollments(7));
    expect(fake.calls[0]?.url).toBe('/v2/customers/7/enrollments');
    expect(store.getState().enrollment.selected?.id_enrollment).toBe(1);
    expect(store.getState().auth.role).toBe('normalUser');

    await store.dispatch(selectEnrollment(second));
    expect(store.getState().auth.role).toBe('paymentUser');
    await store.dispatch(loadEnrollments(7));
    expect(store.getState().enrollment.selected?.id_enrollment).toBe(2);
    expect(store.getState().auth.role).toBe('paymentUser');
  });

  it('a reload or a new tab starts on the enrollment this customer chose, while it exists', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(groups)).fetch);
    const user = makeProfile({ id_customer: 7 });
    const before = createAppStore({ auth: { user, role: 'normalUser' } });
    await before.dispatch(loadEnrollments(7));
    await before.dispatch(selectEnrollment(third));

    const reloaded = createAppStore({ auth: { user, role: 'normalUser' } });
    await reloaded.dispatch(loadEnrollments(7));
    expect(reloaded.getState().enrollment.selected?.id_enrollment).toBe(3);

    // Another customer on the same browser starts on their own first enrollment.
    const other = createAppStore({});
    await other.dispatch(loadEnrollments(8));
    expect(other.getState().enrollment.selected?.id_enrollment).toBe(1);
  });

  it('falls back to the first enrollment when the remembered one is gone', async () => {
    const user = makeProfile({ id_customer: 7 });
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(groups)).fetch);
    const before = createAppStore({ auth: { user, role: 'normalUser' } });
    await before.dispatch(loadEnrollments(7));
    await before.dispatch(selectEnrollment(third));

    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse([makeGroup([first, second])])).fetch);
    const reloaded = createAppStore({ auth: { user, role: 'normalUser' } });
    await reloaded.dispatch(loadEnrollments(7));
    expect(reloaded.getState().enrollment.selected?.id_enrollment).toBe(1);
  });

  it('treats a failed load as an empty list (spec §8) and drops to normalUser', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse({ message: 'x', errors: [] }, 500)).fetch);
    const store = createAppStore({});
    await store.dispatch(loadEnrollments(7));
    expect(store.getState().enrollment).toMatchObject({
      status: 'failed',
      emptyEnrollments: true,
      isLoading: false,
      selected: null,
    });
    expect(store.getState().auth.role).toBe('normalUser');
  });
});
