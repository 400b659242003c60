import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { saveTokens } from '../../lib/session-store';
import { createFakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
import { makeProfile } from '../../testing/fixtures';
import { useSelectedEnrollment } from '../enrollments';
import { LinkAccountModal } from './link-account-modal';
import { TestProviders } from '../../testing/test-providers';

/** The shell keeps the enrollment list on screen (the selector), so a change reads it again. */
function ShellSelection() {
  useSelectedEnrollment();
  return null;
}

function renderModal(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const fake = createFakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
  const onHide = vi.fn();
  const store = createAppStore({ auth: { user: makeProfile() } });
  render(
    <TestProviders store={store} enrollments={[]}>
      <ShellSelection />
      <ToastContainer />
      <MemoryRouter>
        <LinkAccountModal show onHide={onHide} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...fake, onHide };
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('User name of the other account'), 'legacy');
  await userEvent.type(screen.getByLabelText('Password of the other account'), 'secret');
  await userEvent.click(screen.getByTestId('link-account-submit'));
}

afterEach(() => vi.unstubAllGlobals());

describe('link another account', () => {
  it('masks the password, disables everything while busy, then toasts, closes and reloads enrollments', async () => {
    let release: () => void = () => undefined;
    const { calls, onHide } = renderModal((call) =>
      call.url.includes('link-accounts')
        ? new Promise((resolve) => {
            release = () => resolve(jsonResponse({ succeeded: true, message: 'Linked' }));
          })
        : jsonResponse([]),
    );
    expect(screen.getByLabelText('Password of the other account')).toHaveAttribute('type', 'password');
    // WCAG 2.2 SC 3.3.8: a password manager may fill the other account's sign-in.
    expect(screen.getByLabelText('User name of the other account')).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(screen.getByLabelText('Password of the other account')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await fillAndSubmit();
    expect(screen.getByLabelText('User name of the other account')).toBeDisabled();
    expect(screen.getByLabelText('Password of the other account')).toBeDisabled();
    expect(screen.getByTestId('link-account-submit')).toBeDisabled();
    release();
    expect(await screen.findByText('The account has been linked.')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalled();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/v2/customers/7/link-accounts'),
      body: { oldUsername: 'legacy', oldPassword: 'secret' },
    });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/v2/customers/7/enrollments'))).toBe(true));
  });

  it('toasts LinkAnotherAccount.Failed on any other failure and stays open', async () => {
    const { onHide } = renderModal(() =>
      jsonResponse({ succeeded: false, message: 'Wrong user name or password.' }),
    );
    await fillAndSubmit();
    expect(await screen.findByText(/The account could not be linked/)).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByTestId('link-account-submit')).toBeEnabled();
  });

  it('treats a rejected request (429, 5xx) as a failure too', async () => {
    renderModal(() => jsonResponse({ message: 'Too many attempts', errors: [] }, 429));
    await fillAndSubmit();
    expect(await screen.findByText(/The account could not be linked/)).toBeInTheDocument();
  });

  it('asks the missing-payment-method warning; Cancel closes without linking', async () => {
    const { onHide } = renderModal(() =>
      jsonResponse({ succeeded: false, message: 'Missing current customer payment method.' }),
    );
    await fillAndSubmit();
    const confirm = await screen.findByRole('dialog', { name: /Payment method needed/ });
    expect(confirm).toHaveTextContent('stored payment method for recurring billing');
    expect(screen.queryByText(/could not be linked/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('on Accept hides the link form and opens the payment-method modal', async () => {
    renderModal((call) =>
      call.url.includes('link-accounts')
        ? jsonResponse({ succeeded: false, message: 'Missing current customer payment method.' })
        : jsonResponse({ message: 'unavailable', errors: [] }, 503),
    );
    await fillAndSubmit();
    await userEvent.click(await screen.findByTestId('missing-payment-accept'));
    await waitFor(() => expect(screen.queryByTestId('link-account-submit')).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Add payment' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
