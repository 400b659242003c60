import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store';
import { createFakeFetch, errorResponse, fakeJwt, jsonResponse } from '../../../testing/fake-fetch';
import { makeProfile } from '../../../testing/fixtures';
import { initialAuthState } from '../auth-slice';
import AgentLoginPage from './agent-login-page';
import { TestProviders } from '../../../testing/test-providers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AgentLoginPage', () => {
  it('signs in for a customer and keeps the agent name from the token', async () => {
    const token = fakeJwt({ id: 7, cc_un: 'agent', sub: 'demo' });
    const { fetch, calls } = createFakeFetch((call) => {
      if (call.url === '/v2/auth/login-customer-support') {
        return jsonResponse({ token, refreshToken: 'r', customerHash: 'h', roleGroups: [] });
      }
      if (call.url === '/v2/customers/7/profile') return jsonResponse(makeProfile({ cc_un: '' }));
      return errorResponse(404, 'Not found', 'not_found');
    });
    vi.stubGlobal('fetch', fetch);
    const store = createAppStore({ auth: initialAuthState });
    const router = createMemoryRouter(
      [
        { path: '/login/agent', element: <AgentLoginPage /> },
        { path: '/', element: <p>Home screen</p> },
      ],
      { initialEntries: ['/login/agent'] },
    );
    render(
      <TestProviders store={store}>
        <RouterProvider router={router} />
      </TestProviders>,
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Agent user name'), 'agent');
    await user.type(screen.getByLabelText('Agent password'), 'Support-2026!');
    await user.type(screen.getByLabelText('Customer user name'), 'demo');
    await user.click(screen.getByTestId('agent-login-submit'));

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      username: 'demo',
      password: 'Support-2026!',
      cc_un: 'agent',
      customer_un: 'demo',
      isCC: true,
    });
    expect(store.getState().auth.user?.cc_un).toBe('agent');
    expect(JSON.parse(localStorage.getItem('user')!).cc_un).toBe('agent');
  });
});
