import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { createFakeFetch, errorResponse, jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
import { makeBrand } from '../../testing/fixtures';
import { initialAuthState } from '../auth';
import { initialUtilState } from '../util';
import ForgotPasswordPage from './forgot-password-page';
import ForgotUsernamePage from './forgot-username-page';
import ResetPasswordPage from './reset-password-page';
import { TestProviders } from '../../testing/test-providers';

/** The reset requests among what the page sent. */
const resets = (calls: RecordedCall[]) => calls.filter((call) => call.url.includes('/reset-password'));

function renderAt(path: string, element: ReactNode, respond: (call: RecordedCall) => Response) {
  const fake = createFakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  const store = createAppStore({
    auth: initialAuthState,
    util: { ...initialUtilState, brandInformation: makeBrand({ id_site: 4 }) },
  });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      { path: '/forgot-password', element: <p>Forgot screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('sends the brand, user name and e-mail, then confirms without saying whether the account exists', async () => {
    const fake = renderAt('/forgot-password', <ForgotPasswordPage />, () =>
      jsonResponse({ succeeded: true, message: 'sent' }),
    );
    await userEvent.type(screen.getByLabelText('User name'), ' demo ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'dana@example.com');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByTestId('forgot-password-sent')).toBeInTheDocument();
    expect(fake.calls[0]).toMatchObject({
      url: expect.stringContaining('/v2/customers/forgot-password'),
      body: { brandId: 4, username: 'demo', email: 'dana@example.com' },
    });
  });

  it('checks the fields before sending anything', async () => {
    const fake = renderAt('/forgot-password', <ForgotPasswordPage />, () => jsonResponse({}));
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(screen.getByTestId('username-error')).toHaveTextContent('Enter your user name.');
    expect(screen.getByTestId('email-error')).toHaveTextContent('Enter a valid e-mail address.');
    expect(fake.calls).toHaveLength(0);
  });

  it('shows the single server error next to its field (spec §8 rethrow)', async () => {
    renderAt('/forgot-password', <ForgotPasswordPage />, () =>
      jsonResponse(
        { message: 'bad', errors: [{ code: 'bad_request', message: 'E-mail refused', field: 'email' }] },
        400,
      ),
    );
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await userEvent.type(screen.getByLabelText('E-mail'), 'dana@example.com');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    // A validation message has no translation of its own: the field says "check this".
    expect(await screen.findByTestId('email-error')).toHaveTextContent('Check this entry.');
    expect(screen.queryByText('E-mail refused')).toBeNull();
  });

  it('treats a failure with several errors as a plain failure (spec §8)', async () => {
    renderAt('/forgot-username', <ForgotUsernamePage />, () =>
      jsonResponse(
        {
          message: 'bad',
          errors: [
            { code: 'a', message: 'one' },
            { code: 'b', message: 'two' },
          ],
        },
        400,
      ),
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'dana@example.com');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByTestId('recovery-error')).toHaveTextContent("We couldn't send the message.");
  });
});

describe('reset password', () => {
  it('explains an expired link and offers to ask again, without showing the form', async () => {
    renderAt('/reset-password?hash=old', <ResetPasswordPage />, () => jsonResponse({ is_valid: false }));
    expect(await screen.findByTestId('reset-link-invalid')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Forgot screen')).toBeInTheDocument();
  });

  it('shows the server field error inline, then resets with the hash as SecurityToken', async () => {
    let attempts = 0;
    const fake = renderAt('/reset-password?hash=abc', <ResetPasswordPage />, (call) => {
      if (call.url.includes('validate-reset-hash')) return jsonResponse({ is_valid: true });
      // The strength meter asks the server after a pause in typing (a slow machine pauses).
      if (call.url.includes('password-strength')) return jsonResponse({ score: 3 });
      attempts += 1;
      return attempts === 1
        ? jsonResponse(
            {
              message: 'bad',
              errors: [{ code: 'password_too_weak', message: 'Server English', field: 'newPassword' }],
            },
            400,
          )
        : jsonResponse({ succeeded: true, message: 'ok' });
    });
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, 'password1234');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'password1234');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByTestId('newPassword-error')).toHaveTextContent('too easy to guess');
    expect(resets(fake.calls)[0]?.body).toEqual({ newPassword: 'password1234', SecurityToken: 'abc' });
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
  });

  it('refuses a short or mismatched password before sending', async () => {
    const fake = renderAt('/reset-password?hash=abc', <ResetPasswordPage />, () =>
      jsonResponse({ is_valid: true }),
    );
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'other');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(screen.getByTestId('newPassword-error')).toHaveTextContent('Use at least 12 characters.');
    expect(screen.getByTestId('confirmPassword-error')).toHaveTextContent("The passwords don't match.");
    // Only the link check and, on a slow machine, the strength meter may have asked anything.
    expect(resets(fake.calls)).toHaveLength(0);
  });

  it('shows an expired link when the server refuses the token on submit', async () => {
    renderAt('/reset-password?hash=abc', <ResetPasswordPage />, (call) =>
      call.url.includes('validate-reset-hash')
        ? jsonResponse({ is_valid: true })
        : errorResponse(400, 'Server English', 'reset_link_invalid'),
    );
    await userEvent.type(await screen.findByLabelText('New password'), 'correct horse battery');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'correct horse battery');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByTestId('recovery-error')).toHaveTextContent('invalid or has expired');
  });
});
