import { type Notification, notification } from '@myaccount/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checkedReply } from '../../../lib/query';
import { useCurrentUser } from '../../auth';
import { notificationsQuery } from './notifications';

// Apart from the reads in ./notifications.ts: the bell and the menu read on every signed-in
// page, while only the notification pages (a lazy chunk) mark one read, so the query
// library's mutation code loads with them, not with Home.

/** PUT /v2/notifications/{id}/read: the record as read. */
export const putNotificationRead = async (id: number) =>
  checkedReply(
    await apiClient.put<Notification>(`/v2/notifications/${id}/read`),
    !import.meta.env.PROD && notification,
  );

/** Spec §4: the read record replaces its copy in the list and leaves the unread list. */
function notificationReadInto(client: QueryClient, customerId: number | null, read: Notification) {
  const same = (n: Notification) => n.id_notification === read.id_notification;
  client.setQueryData(notificationsQuery(customerId, 'all').queryKey, (list) =>
    list?.map((n) => (same(n) ? read : n)),
  );
  client.setQueryData(notificationsQuery(customerId, 'unread').queryKey, (list) =>
    list?.filter((n) => !same(n)),
  );
}

/**
 * Marks one notification read on the server (`mutate(id)`); once it is accepted, both cached
 * lists show it read. A refused one changes nothing.
 */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  const customerId = useCurrentUser()?.id_customer ?? null;
  return useMutation({
    mutationFn: putNotificationRead,
    onSuccess: (read) => notificationReadInto(client, customerId, read),
  });
}
