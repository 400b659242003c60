import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { initialUtilState } from '../util';
import { SESSION_KEYS } from '../../lib/session-store';
import { createFakeFetch } from '../../testing/fake-fetch';
import { makeBrand, makeProfile } from '../../testing/fixtures';
import { TopBar } from './top-bar';

function renderTopBar(user = makeProfile()) {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  localStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
  localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(SESSION_KEYS.customerHash, 'hash-1');
  const fake = createFakeFetch(() => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fake.fetch);
  const brand = makeBrand();
  const store = createAppStore({
    auth: { user, role: 'paymentUser' },
    util: {
      ...initialUtilState,
      brandInformation: brand,
      brandName: brand.system_name,
      brandStatus: 'ready',
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <TopBar /> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...fake, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TopBar', () => {
  it("shows the customer's name, user name and initials, and no agent badge", () => {
    renderTopBar();
    expect(screen.getByTestId('topbar-name')).toHaveTextContent('Dana Rivera');
    expect(screen.getByTestId('topbar-username')).toHaveTextContent('demo');
    expect(screen.getByTestId('topbar-avatar')).toHaveTextContent('DR');
    expect(screen.queryByTestId('agent-mode')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the agent badge when cc_un is set', () => {
    renderTopBar(makeProfile({ cc_un: 'agent' }));
    expect(screen.getByTestId('agent-mode')).toHaveTextContent('Agent mode: agent');
  });

  it('logs out: revokes on the server, clears the session and state, keeps the brand', async () => {
    const { calls, store } = renderTopBar();
    await userEvent.setup().click(screen.getByTestId('logout'));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/v2/auth/logout',
      method: 'POST',
      body: { RefreshToken: 'refresh-1' },
    });
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    await waitFor(() => expect(store.getState().auth).toEqual({ user: null, role: 'normalUser' }));
    expect(store.getState().util.brandName).toBe('brightline');
  });
});
