import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec §3 state area "notification" (the misspelt field name is the spec's). Only what the
 * screen shows is kept here; the notifications themselves are server data, read through the
 * session's query cache (./api/notifications.ts).
 */
export interface NotificationState {
  activeNotificacionID: number | null;
}

export const initialNotificationState: NotificationState = {
  activeNotificacionID: null,
};

const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialNotificationState,
  reducers: {
    /** Clicking a notification in the bell marks it selected (spec §2). */
    notificationActivated(state, action: PayloadAction<number | null>) {
      state.activeNotificacionID = action.payload;
    },
  },
});

export const { notificationActivated } = notificationSlice.actions;
export const notificationReducer = notificationSlice.reducer;

type WithNotification = { notification: NotificationState };
export const selectActiveNotificationId = (state: WithNotification) =>
  state.notification.activeNotificacionID;
