import { type Notification, notificationList } from '@myaccount/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply, customerKey, toDataState } from '../../../lib/query';
import { useCurrentUser } from '../../auth';

/** The bell reads the unread ones (spec §4); the notification pages read them all. */
export type NotificationScope = 'unread' | 'all';

/** The customer's notifications, newest first. */
export const fetchNotifications = async (customerId: number, scope: NotificationScope) =>
  checkedReply(
    await apiClient.get<Notification[]>(
      `/v2/notifications/by-customer/${customerId}?unreadOnly=${scope === 'unread'}`,
    ),
    !import.meta.env.PROD && notificationList,
  );

export const notificationsQuery = (customerId: number | null, scope: NotificationScope) =>
  queryOptions({
    queryKey: customerKey(customerId, 'notifications', scope),
    queryFn: () => fetchNotifications(customerId!, scope),
    enabled: customerId !== null,
  });

/** The signed-in customer's notifications in `scope`, as the screens render them. */
export function useNotifications(scope: NotificationScope) {
  const customerId = useCurrentUser()?.id_customer ?? null;
  return toDataState(useQuery(notificationsQuery(customerId, scope)));
}

/**
 * The bell's and the menu's unread notifications. Spec §4: read when the bell mounts or the
 * user changes (one request for both, from the session's cache). Spec §8: while loading or
 * after a failed read the list is empty, so the header shows nothing rather than an error.
 */
export function useUnreadNotifications(): Notification[] {
  return useNotifications('unread').data ?? [];
}
