import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { getStoredUser, getTokens, saveTokens } from '../../lib/session-store';
import { createFakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import type { CustomerProfile } from '@myaccount/contract';
import ProfilePage from './profile-page';
import { TestProviders } from '../../testing/test-providers';

function renderProfile(
  respond: (call: RecordedCall) => Response,
  user: CustomerProfile = makeProfile({ phone: '(555) 010-0000' }),
  at = '/profile',
) {
  const fake = createFakeFetch(respond);
  // The strength meter asks the server for its score (scored and tested there); here it
  // answers 0 for passwords built on "password" and 4 otherwise, apart from the form's calls.
  const scorer = createFakeFetch((call) =>
    jsonResponse({ score: /password/i.test((call.body as { password: string }).password) ? 0 : 4 }),
  );
  // The passkeys and two-step cards read their state (empty here; they have tests of their own).
  const passkeys = createFakeFetch(() => jsonResponse([]));
  const twoStep = createFakeFetch(() => jsonResponse({ enabled: false, recoveryCodesLeft: 0 }));
  const route: typeof fetch = (input, init) => {
    const url = String(input);
    if (url.endsWith('/v2/customers/password-strength')) return scorer.fetch(input, init);
    if (url.endsWith('/two-step')) return twoStep.fetch(input, init);
    return (url.endsWith('/passkeys') ? passkeys : fake).fetch(input, init);
  };
  vi.stubGlobal('fetch', route);
  saveTokens({ accessToken: 'old-access', refreshToken: 'old-refresh', customerHash: 'old-hash' });
  const store = createAppStore({ auth: { user } });
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: [at],
  });
  render(
    <TestProviders store={store}>
      <ToastContainer />
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...fake, store, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('profile form', () => {
  it('saves the profile fields with the wire names of spec §7 and keeps the saved user', async () => {
    const { calls } = renderProfile(() =>
      jsonResponse(
        makeProfile({
          phone: '(555) 123-4567',
          opted_marketing_coms: true,
        }),
      ),
    );
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '555 123 4567');
    await userEvent.click(screen.getByLabelText('Send me news and offers'));
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining('/v2/customers/7'),
      body: {
        username: 'demo',
        email: 'dana@example.com',
        alternativeEmail: '',
        phone: '555 123 4567',
        notificationToEmail: true,
        notificationToAlternativeEmail: false,
        language: 'en',
        opted_marketing_coms: true,
      },
    });
    // The profile shown is the one the server saved (the form now holds its wording).
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    expect(getStoredUser()?.opted_marketing_coms).toBe(true);
  });

  it('shows translated field errors before sending', async () => {
    const { calls } = renderProfile(() => jsonResponse({}));
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'nope');
    await userEvent.click(screen.getByLabelText('Send notifications to my alternative e-mail'));
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(screen.getByTestId('profile-email-error')).toHaveTextContent('Enter a valid e-mail address.');
    expect(screen.getByTestId('profile-alternative-email-error')).toHaveTextContent('turn off notifications');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field error inline with an error toast", async () => {
    renderProfile(() =>
      jsonResponse(
        {
          message: 'bad',
          errors: [{ code: 'user_name_taken', message: 'Server English', field: 'username' }],
        },
        409,
      ),
    );
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-username-error')).toHaveTextContent(
      'This user name is already taken.',
    );
    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
  });
});

describe('agent changing the sign-in identity', () => {
  const codeRequired = () =>
    jsonResponse(
      {
        message: 'bad',
        errors: [
          { code: 'customer_confirmation_required', message: 'Server English', field: 'confirmationCode' },
        ],
      },
      422,
    );

  it('asks for the code the customer received, then sends it with the same change', async () => {
    const { calls } = renderProfile(
      (call) =>
        (call.body as { confirmationCode?: string }).confirmationCode === '123456'
          ? jsonResponse(makeProfile({ cc_un: 'agent', email: 'new@example.com' }))
          : codeRequired(),
      makeProfile({ cc_un: 'agent', phone: '(555) 010-0000' }),
    );
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-confirmation-hint')).toHaveTextContent(
      "We sent a 6-digit code to the customer's current e-mail address.",
    );
    expect(calls[0]?.body).not.toHaveProperty('confirmationCode');

    // A malformed code is caught before sending.
    await userEvent.type(screen.getByLabelText("Customer's confirmation code"), '12');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(screen.getByTestId('profile-confirmation-code-error')).toHaveTextContent('6-digit code');
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText("Customer's confirmation code"));
    await userEvent.type(screen.getByLabelText("Customer's confirmation code"), '123456');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(calls[1]?.body).toMatchObject({ email: 'new@example.com', confirmationCode: '123456' });
    expect(screen.queryByLabelText("Customer's confirmation code")).not.toBeInTheDocument();
  });

  it('shows a wrong code next to the code field', async () => {
    let first = true;
    renderProfile(
      () => {
        if (first) return ((first = false), codeRequired());
        return jsonResponse(
          {
            message: 'bad',
            errors: [
              { code: 'confirmation_code_incorrect', message: 'Server English', field: 'confirmationCode' },
            ],
          },
          422,
        );
      },
      makeProfile({ cc_un: 'agent', phone: '(555) 010-0000' }),
    );
    await userEvent.type(screen.getByLabelText('User name'), '2');
    await userEvent.click(screen.getByTestId('profile-save'));
    await userEvent.type(await screen.findByLabelText("Customer's confirmation code"), '654321');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-confirmation-code-error')).toHaveTextContent(
      'That code is not valid or has expired.',
    );
  });
});

describe('password change', () => {
  it('stores the fresh session the server returns', async () => {
    const { calls } = renderProfile(() =>
      jsonResponse({ token: 'new-access', refreshToken: 'new-refresh', customerHash: 'new-hash' }),
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'Welcome-2026!');
    await userEvent.type(screen.getByLabelText('New password'), 'granite lantern orbit 42');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'granite lantern orbit 42');
    await userEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ password: 'Welcome-2026!', newPassword: 'granite lantern orbit 42' });
    expect(getTokens()).toEqual({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      customerHash: 'new-hash',
    });
  });

  it('shows a wrong current password next to its field and keeps the old session', async () => {
    renderProfile(() =>
      jsonResponse(
        {
          message: 'bad',
          errors: [{ code: 'current_password_incorrect', message: 'Server English', field: 'password' }],
        },
        400,
      ),
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'nope');
    await userEvent.type(screen.getByLabelText('New password'), 'granite lantern orbit 42');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'granite lantern orbit 42');
    await userEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByTestId('currentPassword-error')).toHaveTextContent(
      'The current password is incorrect.',
    );
    expect(getTokens()?.accessToken).toBe('old-access');
  });

  it('shows a strength meter once the checker has loaded', async () => {
    renderProfile(() => jsonResponse({}));
    await userEvent.type(screen.getByLabelText('New password'), 'password1234');
    const meter = await screen.findByRole('progressbar', { name: 'Password strength' }, { timeout: 5000 });
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeLessThan(3);
  });

  it('is not offered in agent mode', () => {
    renderProfile(() => jsonResponse({}), makeProfile({ cc_un: 'agent' }));
    expect(screen.queryByTestId('password-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-save')).toBeInTheDocument();
  });
});

describe('link another account entry', () => {
  it('opens the modal when the page is reached at #link-account, and drops the hash on close', async () => {
    const { router } = renderProfile(() => jsonResponse({}), undefined, '/profile#link-account');
    expect(await screen.findByRole('dialog', { name: 'Link another account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
