import type { Notification } from '@myaccount/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store';
import { saveTokens } from '../../../lib/session-store';
import { makeNotification } from '../../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import { makeProfile } from '../../../testing/fixtures';
import { TestProviders } from '../../../testing/test-providers';
import { useMarkNotificationRead } from './mark-notification-read';
import { notificationsQuery, useNotifications, useUnreadNotifications } from './notifications';

const a = makeNotification({ id_notification: 1 });
const b = makeNotification({ id_notification: 2 });
const readA = { ...a, read_date: '2026-11-23T10:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Customer 7 signed in, a fresh session cache (seeded with `notifications` when given). */
function signedIn(
  respond: (call: RecordedCall) => Response,
  notifications?: { unread?: Notification[]; all?: Notification[] },
) {
  const fake = createFakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
  const store = createAppStore({ auth: { user: makeProfile({ id_customer: 7 }) } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders store={store} notifications={notifications}>
      {children}
    </TestProviders>
  );
  return { fake, wrapper };
}

describe('notification reads (spec §4)', () => {
  it('reads the unread list and the full list of the signed-in customer, each once', async () => {
    const { fake, wrapper } = signedIn((call) => jsonResponse(call.url.endsWith('true') ? [a] : [a, b]));
    const { result } = renderHook(
      () => ({
        unread: useUnreadNotifications(),
        all: useNotifications('all'),
        menu: useUnreadNotifications(),
      }),
      { wrapper },
    );
    expect(result.current.unread).toEqual([]);
    expect(result.current.all.status).toBe('loading');
    await waitFor(() => expect(result.current.all).toEqual({ status: 'ready', data: [a, b] }));
    await waitFor(() => expect(result.current.unread).toEqual([a]));
    expect(result.current.menu).toEqual([a]);
    expect(fake.calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'GET /v2/notifications/by-customer/7?unreadOnly=false',
      'GET /v2/notifications/by-customer/7?unreadOnly=true',
    ]);
  });

  it('a failed unread read leaves the bell empty, with no error; a failed full read fails', async () => {
    const { wrapper } = signedIn(() => jsonResponse({ message: 'down', errors: [] }, 500));
    const { result } = renderHook(
      () => ({ unread: useUnreadNotifications(), all: useNotifications('all') }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.all.status).toBe('failed'));
    expect(result.current.unread).toEqual([]);
  });

  it('a reply that breaks the contract is reported and shows as a failed read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrapper } = signedIn(() => jsonResponse([{ id_notification: 'one' }]));
    const { result } = renderHook(() => useNotifications('unread'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(error).toHaveBeenCalled();
  });
});

describe('useMarkNotificationRead (spec §4)', () => {
  /** The bell's list and the mark-read, over what the session has read; `all` from the cache. */
  function marking(
    respond: (call: RecordedCall) => Response,
    notifications: { unread?: Notification[]; all?: Notification[] },
  ) {
    const { fake, wrapper } = signedIn(respond, notifications);
    const { result } = renderHook(
      () => ({ unread: useUnreadNotifications(), mark: useMarkNotificationRead(), client: useQueryClient() }),
      { wrapper },
    );
    const all = () => result.current.client.getQueryData(notificationsQuery(7, 'all').queryKey);
    return { fake, result, all };
  }

  it('puts the read record in the full list and takes it out of the unread list', async () => {
    const { fake, result, all } = marking(() => jsonResponse(readA), { unread: [a, b], all: [a, b] });
    expect(result.current.unread).toEqual([a, b]);
    await act(() => result.current.mark.mutateAsync(1));
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /v2/notifications/1/read']);
    expect(all()).toEqual([readA, b]);
    // The cache tells its observers on the next tick: wait for the hook's next render.
    await waitFor(() => expect(result.current.unread).toEqual([b]));
  });

  it('before the full list is read, only the unread list changes', async () => {
    const { result, all } = marking(() => jsonResponse(readA), { unread: [a, b] });
    await act(() => result.current.mark.mutateAsync(1));
    await waitFor(() => expect(result.current.unread).toEqual([b]));
    expect(all()).toBeUndefined();
  });

  it('changes nothing when the server refuses', async () => {
    const { result, all } = marking(() => jsonResponse({ message: 'no', errors: [] }, 404), {
      unread: [a],
      all: [a],
    });
    await act(() => expect(result.current.mark.mutateAsync(1)).rejects.toThrow());
    expect(result.current.unread).toEqual([a]);
    expect(all()).toEqual([a]);
  });
});
