import type { Notification } from '@myaccount/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { saveTokens } from '../../lib/session-store';
import { makeNotification } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import { TestProviders } from '../../testing/test-providers';
import { NotificationBell } from './notification-bell';
import NotificationsPage from './notifications-page';

const a = makeNotification({ id_notification: 1, messages: [{ subject: 'First', body: 'Body one' }] });
const b = makeNotification({ id_notification: 2, messages: [{ subject: 'Second', body: 'Body two' }] });
const read = (n: Notification) => ({ ...n, read_date: '2026-11-23T10:00:00.000Z' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * The page beside the top bar's bell, as the shell shows them, for customer 7 with `active`
 * picked in the bell; `notifications` is what the session already read (else it is asked for).
 */
function renderPage(
  scope: 'selected' | 'all',
  respond: (call: RecordedCall) => Response,
  {
    active = null,
    notifications,
  }: { active?: number | null; notifications?: { unread?: Notification[]; all?: Notification[] } } = {},
) {
  const fake = createFakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
  const store = createAppStore({
    auth: { user: makeProfile({ id_customer: 7 }) },
    notification: { activeNotificacionID: active },
  });
  render(
    <TestProviders store={store} notifications={notifications}>
      <MemoryRouter>
        <NotificationBell asModal={false} />
        <NotificationsPage scope={scope} />
      </MemoryRouter>
    </TestProviders>,
  );
  return fake;
}

/** The server: marking one read answers it read. */
const markingRead = (call: RecordedCall) => {
  const id = Number(/\/v2\/notifications\/(\d+)\/read/.exec(call.url)?.[1]);
  return jsonResponse(read([a, b].find((n) => n.id_notification === id)!));
};

describe('NotificationsPage (spec §2, §4)', () => {
  it('opens the notification picked in the bell and reads it: the bell counts one less', async () => {
    const fake = renderPage('selected', markingRead, {
      active: 2,
      notifications: { unread: [a, b], all: [a, b] },
    });
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Body two')).toBeInTheDocument();
    expect(screen.queryByText('Body one')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('1'));
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /v2/notifications/2/read']);
    expect(within(screen.getByTestId('notification-2')).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('notification-1')).getByText('Unread')).toBeInTheDocument();
  });

  it('reads every notification, opens them all and marks them all read', async () => {
    const fake = renderPage('all', (call) =>
      call.method === 'PUT' ? markingRead(call) : jsonResponse([a, b]),
    );
    expect(await screen.findByText('Body one')).toBeInTheDocument();
    expect(screen.getByText('Body two')).toBeInTheDocument();
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('2');
    await userEvent.setup().click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(screen.getByTestId('mark-all-read')).toBeDisabled());
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([
      '/v2/notifications/1/read',
      '/v2/notifications/2/read',
    ]);
  });

  it('says so when the list cannot be read, and when there is none', async () => {
    renderPage('all', () => jsonResponse({ message: 'down', errors: [] }, 500));
    expect(
      await screen.findByText('Your notifications could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    document.body.innerHTML = '';
    renderPage('selected', () => jsonResponse([]));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });
});
