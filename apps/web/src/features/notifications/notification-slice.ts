import type { Notification } from '@myaccount/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 state area "notification" (the misspelt field name is the spec's). */
export interface NotificationState {
  list: Notification[];
  unreadlist: Notification[];
  activeNotificacionID: number | null;
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
}

export const initialNotificationState: NotificationState = {
  list: [],
  unreadlist: [],
  activeNotificacionID: null,
  listStatus: 'idle',
};

const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialNotificationState,
  reducers: {
    unreadLoaded(state, action: PayloadAction<Notification[]>) {
      state.unreadlist = action.payload;
    },
    listRequested(state) {
      state.listStatus = 'loading';
    },
    listLoaded(state, action: PayloadAction<Notification[]>) {
      state.list = action.payload;
      state.listStatus = 'ready';
    },
    listFailed(state) {
      state.list = [];
      state.listStatus = 'failed';
    },
    /** Clicking a notification in the bell marks it selected (spec §2). */
    notificationActivated(state, action: PayloadAction<number | null>) {
      state.activeNotificacionID = action.payload;
    },
    /** Spec §4: the read record replaces its copy in the list and leaves the unread list. */
    notificationRead(state, action: PayloadAction<Notification>) {
      const read = action.payload;
      state.list = state.list.map((n) => (n.id_notification === read.id_notification ? read : n));
      state.unreadlist = state.unreadlist.filter((n) => n.id_notification !== read.id_notification);
    },
  },
});

export const {
  unreadLoaded,
  listRequested,
  listLoaded,
  listFailed,
  notificationActivated,
  notificationRead,
} = notificationSlice.actions;
export const notificationReducer = notificationSlice.reducer;

type WithNotification = { notification: NotificationState };
export const selectNotificationState = (state: WithNotification) => state.notification;
export const selectUnreadNotifications = (state: WithNotification) => state.notification.unreadlist;
