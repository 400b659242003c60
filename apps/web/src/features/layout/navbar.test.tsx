import type { Brand, Notification } from '@myaccount/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { initialUtilState } from '../util';
import { SESSION_KEYS } from '../../lib/session-store';
import { makeEnrollment, makeGroup, makeNotification } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeBrand, makeProfile } from '../../testing/fixtures';
import { Navbar } from './navbar';
import { TestProviders } from '../../testing/test-providers';

interface Options {
  user?: ReturnType<typeof makeProfile>;
  brand?: Brand;
  unread?: Notification[];
  /** The status the unread read answers with (a failure: 500). */
  unreadStatus?: number;
  width?: number;
}

function renderNavbar({
  user = makeProfile(),
  brand = makeBrand(),
  unread = [],
  unreadStatus = 200,
  width = 1280,
}: Options = {}) {
  window.innerWidth = width;
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  localStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
  localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(SESSION_KEYS.customerHash, 'hash-1');
  const fake = createFakeFetch((call) =>
    call.url.startsWith('/v2/notifications')
      ? jsonResponse(unreadStatus === 200 ? unread : { message: 'down', errors: [] }, unreadStatus)
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fake.fetch);
  const store = createAppStore({
    auth: { user },
    util: {
      ...initialUtilState,
      brandInformation: brand,
      brandName: brand.system_name,
      brandStatus: 'ready',
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Navbar color="default" /> },
      { path: '/login', element: <p>Sign-in page</p> },
      { path: '/notifications', element: <p>Notifications page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders store={store} enrollments={[makeGroup([makeEnrollment()])]}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...fake, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

describe('Navbar', () => {
  it("shows the customer's name, user name and initials, and no agent badge", () => {
    renderNavbar();
    expect(screen.getByTestId('topbar-name')).toHaveTextContent('Dana Rivera');
    expect(screen.getByTestId('topbar-username')).toHaveTextContent('demo');
    expect(screen.getByTestId('topbar-avatar')).toHaveTextContent('DR');
    expect(screen.queryByTestId('agent-mode')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the agent badge when cc_un is set', () => {
    renderNavbar({ user: makeProfile({ cc_un: 'agent' }) });
    expect(screen.getByTestId('agent-mode')).toHaveTextContent('Agent mode: agent');
  });

  it('logs out from the user menu: revokes on the server, clears the session and state', async () => {
    const { calls, store } = renderNavbar();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('button', { name: /Log out/ })).toBeInTheDocument();
    expect(screen.getByText('Profile').closest('a')).toHaveAttribute('href', '/profile');
    expect(screen.getByText('Link another account').closest('a')).toHaveAttribute(
      'href',
      '/profile#link-account',
    );
    await user.click(screen.getByTestId('logout'));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/v2/auth/logout')).toMatchObject({
      method: 'POST',
      body: { RefreshToken: 'refresh-1' },
    });
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    await waitFor(() => expect(store.getState().auth).toEqual({ user: null }));
    expect(store.getState().util.brandName).toBe('brightline');
  });

  it('shows only the help links the brand configures, each in a new tab', async () => {
    renderNavbar({ brand: makeBrand({ url_contact_us: 'https://x.example/c', url_faqs: ' ' }) });
    await userEvent.setup().click(screen.getByTestId('help-menu'));
    expect(screen.getByTestId('help-contact')).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('help-contact')).toHaveAttribute('href', 'https://x.example/c');
    expect(screen.queryByTestId('help-faqs')).not.toBeInTheDocument();
    expect(screen.queryByTestId('help-outage')).not.toBeInTheDocument();
  });

  it('offers no customizer by default (spec §2: disabled)', () => {
    renderNavbar();
    expect(screen.getByTestId('topbar-name')).toBeInTheDocument();
    expect(screen.queryByTestId('customizer-open')).not.toBeInTheDocument();
  });

  it('offers the customizer in the top bar, desktop only, when the brand enables it', async () => {
    const { store } = renderNavbar({ brand: makeBrand({ customizer_enabled: true }) });
    const button = screen.getByTestId('customizer-open');
    // A top-bar button in the flow, not a fixed gear over the page's figures.
    expect(within(screen.getByRole('banner')).getByTestId('customizer-open')).toBe(button);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The panel's Offcanvas asks matchMedia for its breakpoint; jsdom has none.
    const query = { matches: false, addListener: () => {}, removeListener: () => {} };
    vi.stubGlobal('matchMedia', () => query);
    await userEvent.setup().click(button);
    expect(await screen.findByTestId('customizer')).toBeInTheDocument();
    expect(store.getState().customizer.customizerOpen).toBe(true);
  });

  it('keeps the customizer off small screens even where the brand enables it', () => {
    renderNavbar({ brand: makeBrand({ customizer_enabled: true }), width: 1100 });
    expect(screen.getByTestId('topbar-name')).toBeInTheDocument();
    expect(screen.queryByTestId('customizer-open')).not.toBeInTheDocument();
  });

  it('hides the help menu when the brand has no help URL', () => {
    renderNavbar();
    expect(screen.queryByTestId('help-menu')).not.toBeInTheDocument();
  });

  it('fetches the unread notifications on mount, badges the count and opens one', async () => {
    const unread = [makeNotification({ id_notification: 4 }), makeNotification({ id_notification: 5 })];
    const { calls, store } = renderNavbar({ unread });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('2');
    expect(calls[0]?.url).toBe('/v2/notifications/by-customer/7?unreadOnly=true');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('notification-bell'));
    const menu = screen.getByTestId('notification-menu');
    expect(within(menu).getByTestId('notification-header-count')).toHaveTextContent('2 items');
    expect(within(menu).getByTestId('notifications-read-all')).toHaveAttribute('href', '/notifications/all');
    // The list of subjects loads with the first opening.
    await user.click(await within(menu).findByTestId('bell-notification-5'));
    expect(await screen.findByText('Notifications page')).toBeInTheDocument();
    expect(store.getState().notification.activeNotificacionID).toBe(5);
  });

  it('shows no count and no error when the unread read fails (spec §8)', async () => {
    const { calls } = renderNavbar({ unreadStatus: 500 });
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/v2/notifications/by-customer/7?unreadOnly=true'),
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('notification-bell'));
    const menu = screen.getByTestId('notification-menu');
    expect(await within(menu).findByText("You're all caught up.")).toBeInTheDocument();
    expect(within(menu).getByTestId('notification-header-count')).toHaveTextContent('0 items');
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the singular header for one item and a modal on small screens', async () => {
    renderNavbar({ unread: [makeNotification()], width: 390 });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    await userEvent.setup().click(screen.getByTestId('notification-bell'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('notification-header-count')).toHaveTextContent('1 item');
  });
});
