import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store';
import { SESSION_KEYS } from '../../../lib/session-store';
import {
  createFakeFetch,
  errorResponse,
  fakeJwt,
  jsonResponse,
  type RecordedCall,
} from '../../../testing/fake-fetch';
import { makeProfile } from '../../../testing/fixtures';
import { initialAuthState } from '../auth-slice';
import { GuestOnly, RequireAuth } from './require-auth';
import LoginPage from './login-page';
import { TestProviders } from '../../../testing/test-providers';

function renderLogin(respond: (call: RecordedCall) => Response | Promise<Response>, startAt = '/login') {
  const fake = createFakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  const store = createAppStore({ auth: initialAuthState });
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: '/billing',
        element: (
          <RequireAuth>
            <p>Billing screen</p>
          </RequireAuth>
        ),
      },
      {
        path: '/',
        element: (
          <RequireAuth>
            <p>Home screen</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [startAt] },
  );
  render(
    <TestProviders store={store}>
      <ToastContainer />
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...fake, store, router };
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByTestId('login-submit'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('shows the error inline and in a toast on 401, and stores nothing', async () => {
    const { calls } = renderLogin(() => errorResponse(401, 'Invalid user name or password'));
    await fillAndSubmit('demo', 'wrong');

    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('The user name or password is incorrect.');
    expect(await screen.findAllByText('The user name or password is incorrect.')).toHaveLength(2); // + toast
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/v2/auth/login-myaccount');
    expect(calls[0]!.body).toEqual({
      username: 'demo',
      password: 'wrong',
      cc_un: '',
      customer_un: '',
      isCC: false,
    });
    expect(localStorage.length).toBe(0);
    expect(screen.getByLabelText('User name')).toBeEnabled();
  });

  it('says to try again later on 429, using Retry-After minutes', async () => {
    renderLogin(() => errorResponse(429, 'Too many requests', 'too_many_requests', { 'Retry-After': '300' }));
    await fillAndSubmit('demo', 'x');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Please try again in 5 minutes.');
  });

  it('stores the four session entries on success and goes where the visitor wanted', async () => {
    const token = fakeJwt({ id: 7, cc_un: '', sub: 'demo' });
    const { calls, store } = renderLogin((call) => {
      if (call.url === '/v2/auth/login-myaccount') {
        return jsonResponse({ token, refreshToken: 'refresh-1', customerHash: 'hash-1', roleGroups: ['*'] });
      }
      if (call.url === '/v2/customers/7/profile') return jsonResponse(makeProfile());
      return errorResponse(404, 'Not found', 'not_found');
    }, '/billing');

    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    await fillAndSubmit('demo', 'Welcome-2026!');

    expect(await screen.findByText('Billing screen')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe(token);
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(SESSION_KEYS.customerHash)).toBe('hash-1');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user)!)).toMatchObject({
      first_name: 'Dana',
      user_name: 'demo',
    });
    expect(store.getState().auth.user?.last_name).toBe('Rivera');
    expect(calls[1]!.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      'x-customer-hash': 'hash-1',
    });
  });

  it('disables the inputs while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    renderLogin(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await fillAndSubmit('demo', 'x');
    await waitFor(() => expect(screen.getByLabelText('User name')).toBeDisabled());
    expect(screen.getByTestId('login-submit')).toBeDisabled();
    answer(errorResponse(401, 'no'));
    await waitFor(() => expect(screen.getByLabelText('User name')).toBeEnabled());
  });

  it('on a brand that requires two-step verification: enrols, shows the recovery codes, then signs in', async () => {
    const token = fakeJwt({ id: 7, cc_un: '', sub: 'demo' });
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-${i}efg`);
    const { calls } = renderLogin((call) => {
      switch (call.url) {
        case '/v2/auth/login-myaccount':
          return jsonResponse({ twoStepEnrolmentRequired: true, enrolmentToken: 'enrol-1' });
        case '/v2/auth/two-step-enrolment/setup':
          return jsonResponse({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/x',
            qrSvg: '<svg/>',
          });
        case '/v2/auth/two-step-enrolment/confirm':
          return (call.body as { code: string }).code === '123456'
            ? jsonResponse({ recoveryCodes: codes })
            : errorResponse(400, 'The code is incorrect or has expired.', 'two_step_code_incorrect');
        case '/v2/auth/two-step-enrolment/finish':
          return jsonResponse({
            token,
            refreshToken: 'refresh-1',
            customerHash: 'hash-1',
            roleGroups: ['*'],
          });
        case '/v2/customers/7/profile':
          return jsonResponse(makeProfile());
        default:
          return errorResponse(404, 'Not found', 'not_found');
      }
    });
    await fillAndSubmit('cliente', 'Welcome-2026!');
    // The enrolment's code is loaded on demand (lazy): the first render may take a while here.
    expect(
      await screen.findByRole('heading', { name: 'Set up two-step verification' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('two-step-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();

    const user = userEvent.setup();
    const field = screen.getByLabelText('Code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '000000');
    await user.click(screen.getByTestId('two-step-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByTestId('two-step-confirm'));

    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    const finish = screen.getByTestId('two-step-enrolment-finish');
    expect(finish).toBeDisabled();
    // No session until the codes are saved.
    expect(calls.some((c) => c.url.endsWith('/finish'))).toBe(false);
    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    await user.click(finish);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe(token);
    expect(calls.filter((c) => c.url.startsWith('/v2/auth/two-step-enrolment')).map((c) => c.body)).toEqual([
      { enrolmentToken: 'enrol-1' },
      { enrolmentToken: 'enrol-1', code: '000000' },
      { enrolmentToken: 'enrol-1', code: '123456' },
      { enrolmentToken: 'enrol-1' },
    ]);
  });
});
