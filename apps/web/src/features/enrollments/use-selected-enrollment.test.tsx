import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { makeAddress, makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import { TestProviders } from '../../testing/test-providers';
import {
  useReloadEnrollments,
  useRole,
  useSelectEnrollment,
  useSelectedEnrollment,
} from './use-selected-enrollment';

const first = makeEnrollment({ id_enrollment: 1, showPayments: false });
const second = makeEnrollment({ id_enrollment: 2, showPayments: true });
const third = makeEnrollment({ id_enrollment: 3 });
const groups = [makeGroup([first]), makeGroup([second, third], makeAddress({ address_1: '9 Elm St' }))];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A page load for `customerId`: a new store and a new, empty session cache, as after a reload. */
function load(customerId: number, list: unknown = groups, status = 200) {
  const fake = createFakeFetch(() => jsonResponse(list, status));
  vi.stubGlobal('fetch', fake.fetch);
  const store = createAppStore({ auth: { user: makeProfile({ id_customer: customerId }) } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders store={store}>{children}</TestProviders>
  );
  const hook = renderHook(
    () => ({
      ...useSelectedEnrollment(),
      role: useRole(),
      select: useSelectEnrollment(),
      reload: useReloadEnrollments(),
    }),
    { wrapper },
  );
  return { fake, result: hook.result };
}

describe('useSelectedEnrollment (spec §4)', () => {
  it('reports loading until the list arrives, then the first enrollment and its role', async () => {
    const { fake, result } = load(7);
    expect(result.current).toMatchObject({ enrollment: null, isLoading: true, emptyEnrollments: false });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fake.calls.map((c) => c.url)).toEqual(['/v2/customers/7/enrollments']);
    expect(result.current).toMatchObject({
      enrollment: { id_enrollment: 1 },
      emptyEnrollments: false,
      role: 'normalUser',
    });

    act(() => result.current.select(2));
    expect(result.current).toMatchObject({ enrollment: { id_enrollment: 2 }, role: 'paymentUser' });
  });

  it('a reload or a new tab starts on the enrollment this customer chose, while it exists', async () => {
    const before = load(7);
    await waitFor(() => expect(before.result.current.enrollment?.id_enrollment).toBe(1));
    act(() => before.result.current.select(3));

    const reloaded = load(7);
    await waitFor(() => expect(reloaded.result.current.enrollment?.id_enrollment).toBe(3));

    // Another customer on the same browser starts on their own first enrollment.
    const other = load(8);
    await waitFor(() => expect(other.result.current.enrollment?.id_enrollment).toBe(1));

    // Once it is gone, the first of the first address.
    const gone = load(7, [makeGroup([first, second])]);
    await waitFor(() => expect(gone.result.current.enrollment?.id_enrollment).toBe(1));
  });

  it('treats a failed read as an empty list (spec §8) and drops to normalUser', async () => {
    const { result } = load(7, { message: 'x', errors: [] }, 500);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ enrollment: null, emptyEnrollments: true, role: 'normalUser' });
  });

  it('reads the list again after a change and selects the service it created', async () => {
    const { fake, result } = load(7);
    await waitFor(() => expect(result.current.enrollment?.id_enrollment).toBe(1));
    const created = makeEnrollment({ id_enrollment: 4 });
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse([...groups, makeGroup([created])])).fetch);
    await act(() => result.current.reload(4));
    expect(result.current.enrollment?.id_enrollment).toBe(4);
    expect(fake.calls).toHaveLength(1);
  });
});
