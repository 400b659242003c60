import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store';
import { createSessionQueryClient } from '../../../lib/query/query-client';
import { getStoredUser, saveTokens } from '../../../lib/session-store';
import { createFakeFetch, jsonResponse } from '../../../testing/fake-fetch';
import { makeProfile } from '../../../testing/fixtures';
import { profileQuery, useProfile } from './profile-query';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useProfile (spec §7)', () => {
  it('shows the stored copy at once, reads the server once per page load and follows a save', async () => {
    const stored = makeProfile({ id_customer: 7, phone: '(555) 010-0000', cc_un: 'agent1' });
    const fresh = makeProfile({ id_customer: 7, phone: '(555) 999-0000', cc_un: '' });
    const fake = createFakeFetch(() => jsonResponse(fresh));
    vi.stubGlobal('fetch', fake.fetch);
    saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
    const store = createAppStore({ auth: { user: stored } });
    const client = createSessionQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </Provider>
    );
    const { result } = renderHook(() => ({ profile: useProfile(), client: useQueryClient() }), { wrapper });
    // Nothing waits: the copy from the sign-in, then the server's.
    expect(result.current.profile?.phone).toBe('(555) 010-0000');
    await waitFor(() => expect(result.current.profile?.phone).toBe('(555) 999-0000'));
    expect(fake.calls.map((c) => c.url)).toEqual(['/v2/customers/7/profile']);
    // The session stays the authority on agent mode; the next reload starts from this copy.
    expect(result.current.profile?.cc_un).toBe('agent1');
    expect(getStoredUser()?.phone).toBe('(555) 999-0000');

    // A second screen reading it in this page load asks no more.
    renderHook(() => useProfile(), { wrapper });
    expect(fake.calls).toHaveLength(1);

    // A save puts the server's answer in the cache: every screen showing it follows.
    act(() => {
      result.current.client.setQueryData(profileQuery(7).queryKey, { ...fresh, phone: '(555) 123-4567' });
    });
    await waitFor(() => expect(result.current.profile?.phone).toBe('(555) 123-4567'));
  });
});
