import type { AddressGroup, Notification } from '@myaccount/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../app/store';
import { profileQuery } from '../features/auth';
import { enrollmentsQuery } from '../features/enrollments';
import { notificationsQuery } from '../features/notifications';
import { createSessionQueryClient } from '../lib/query/query-client';

/**
 * What the app puts around a signed-in screen: the store, and the session's server-data cache
 * (a fresh one for each render, as for each sign-in, holding the signed-in profile as the
 * sign-in read it). `enrollments` is the list the shell would have read for the customer, and
 * `notifications` what the bell (`unread`) and the notification pages (`all`) would have read;
 * without them they are asked for.
 */
export function TestProviders({
  store,
  enrollments,
  notifications = {},
  children,
}: {
  store: AppStore;
  enrollments?: AddressGroup[];
  notifications?: { unread?: Notification[]; all?: Notification[] };
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const fresh = createSessionQueryClient();
    const { user } = store.getState().auth;
    const customerId = user?.id_customer ?? null;
    if (user) fresh.setQueryData(profileQuery(customerId).queryKey, user);
    if (enrollments) fresh.setQueryData(enrollmentsQuery(customerId).queryKey, enrollments);
    for (const scope of ['unread', 'all'] as const) {
      const list = notifications[scope];
      if (list) fresh.setQueryData(notificationsQuery(customerId, scope).queryKey, list);
    }
    return fresh;
  });
  return (
    <Provider store={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </Provider>
  );
}
