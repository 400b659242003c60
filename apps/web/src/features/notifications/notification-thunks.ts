import type { Notification } from '@myaccount/contract';
import { notification } from '@myaccount/contract';
import { checkedReply } from '../../lib/query';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiClient } from '../../lib/api-client';
import { listFailed, listLoaded, listRequested, notificationRead, unreadLoaded } from './notification-slice';

type NotificationThunk<R = void> = ThunkAction<Promise<R>, unknown, unknown, UnknownAction>;

const byCustomer = (customerId: number, unreadOnly: boolean) =>
  `/v2/notifications/by-customer/${customerId}?unreadOnly=${unreadOnly}`;

/** The bell's unread list (spec §4: fetched when the bell mounts or the user changes). */
export function loadUnreadNotifications(customerId: number): NotificationThunk {
  return async (dispatch) => {
    try {
      dispatch(unreadLoaded(await apiClient.get<Notification[]>(byCustomer(customerId, true))));
    } catch {
      // Spec §8: a failed read shows nothing rather than an error in the header.
      dispatch(unreadLoaded([]));
    }
  };
}

/** Every notification, newest first (the notification pages). */
export function loadNotifications(customerId: number): NotificationThunk {
  return async (dispatch) => {
    dispatch(listRequested());
    try {
      dispatch(listLoaded(await apiClient.get<Notification[]>(byCustomer(customerId, false))));
    } catch {
      dispatch(listFailed());
    }
  };
}

/** PUT /v2/notifications/{id}/read; resolves to whether the server accepted it. */
export function markNotificationRead(id: number): NotificationThunk<boolean> {
  return async (dispatch) => {
    try {
      dispatch(
        notificationRead(
          checkedReply(
            await apiClient.put<Notification>(`/v2/notifications/${id}/read`),
            !import.meta.env.PROD && notification,
          ),
        ),
      );
      return true;
    } catch {
      return false;
    }
  };
}
