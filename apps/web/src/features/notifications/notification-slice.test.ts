import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { notificationActivated, selectActiveNotificationId } from './notification-slice';

describe('notification state (spec §3)', () => {
  it('holds only which notification the screen shows', () => {
    const store = createAppStore({});
    expect(store.getState().notification).toEqual({ activeNotificacionID: null });
    store.dispatch(notificationActivated(5));
    expect(selectActiveNotificationId(store.getState())).toBe(5);
    store.dispatch(notificationActivated(null));
    expect(selectActiveNotificationId(store.getState())).toBeNull();
  });
});
