import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { makeNotification } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import {
  initialNotificationState,
  listLoaded,
  notificationReducer,
  notificationRead,
  unreadLoaded,
} from './notification-slice';
import { loadUnreadNotifications, markNotificationRead } from './notification-thunks';

const a = makeNotification({ id_notification: 1 });
const b = makeNotification({ id_notification: 2 });

afterEach(() => vi.unstubAllGlobals());

describe('notification reducer (spec §4)', () => {
  it('replaces the read record in the list and removes it from the unread list', () => {
    let state = notificationReducer(initialNotificationState, listLoaded([a, b]));
    state = notificationReducer(state, unreadLoaded([a, b]));
    const readA = { ...a, read_date: '2026-11-23T10:00:00.000Z' };
    state = notificationReducer(state, notificationRead(readA));
    expect(state.list).toEqual([readA, b]);
    expect(state.unreadlist).toEqual([b]);
  });
});

describe('notification thunks', () => {
  it('fetches the unread list of the customer and marks one read on the server', async () => {
    const readA = { ...a, read_date: '2026-11-23T10:00:00.000Z' };
    const fake = createFakeFetch((call) => jsonResponse(call.method === 'PUT' ? readA : [a, b]));
    vi.stubGlobal('fetch', fake.fetch);
    const store = createAppStore({});
    await store.dispatch(loadUnreadNotifications(7));
    expect(store.getState().notification.unreadlist).toHaveLength(2);
    expect(await store.dispatch(markNotificationRead(1))).toBe(true);
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /v2/notifications/by-customer/7?unreadOnly=true',
      'PUT /v2/notifications/1/read',
    ]);
    expect(store.getState().notification.unreadlist).toEqual([b]);
  });

  it('reports a refused mark-read and changes nothing', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse({ message: 'no', errors: [] }, 404)).fetch);
    const store = createAppStore({ notification: { ...initialNotificationState, unreadlist: [a] } });
    expect(await store.dispatch(markNotificationRead(1))).toBe(false);
    expect(store.getState().notification.unreadlist).toEqual([a]);
  });
});
