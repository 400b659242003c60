import type { Passkey } from '@myaccount/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/session-store';
import { createFakeFetch, errorResponse, jsonResponse, type RecordedCall } from '../../testing/fake-fetch';
import { PasskeysCard } from './passkeys-card';

const phone: Passkey = {
  id: 3,
  name: 'Phone',
  createdAt: '2026-11-02T15:00:00.000Z',
  lastUsedAt: null,
  synced: true,
};

function renderCard(respond: (call: RecordedCall) => Response) {
  const fake = createFakeFetch(respond);
  vi.stubGlobal('fetch', fake.fetch);
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
  render(
    <>
      <ToastContainer />
      <PasskeysCard customerId={7} />
    </>,
  );
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe('Profile › Passkeys', () => {
  it('lists each passkey with its name, when it was added and whether it was used', async () => {
    renderCard(() =>
      jsonResponse([
        phone,
        { ...phone, id: 4, name: 'Laptop', lastUsedAt: '2026-11-20T10:00:00Z', synced: false },
      ]),
    );
    const items = await screen.findAllByTestId('passkey-item');
    expect(items.map((item) => item.textContent)).toEqual([
      'PhoneSyncedAdded 11/02/2026 · not used yetRenameRemove',
      expect.stringMatching(/^LaptopAdded 11\/02\/2026 · last used 11\/20\/2026/),
    ]);
  });

  it('says so when there is none', async () => {
    renderCard(() => jsonResponse([]));
    expect(await screen.findByTestId('passkeys-empty')).toHaveTextContent('You have no passkeys yet.');
  });

  it('renames a passkey with the trimmed name', async () => {
    const { calls } = renderCard((call) =>
      call.method === 'PUT' ? jsonResponse({ ...phone, name: 'My phone' }) : jsonResponse([phone]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Phone' }));
    const field = screen.getByLabelText('Passkey name');
    await userEvent.clear(field);
    await userEvent.type(field, '  My phone ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('My phone')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining('/v2/customers/7/passkeys/3'),
      body: { name: 'My phone' },
    });
  });

  it('removes a passkey only after the confirmation, and says why when the server refuses', async () => {
    let refuse = true;
    const { calls } = renderCard((call) => {
      if (call.method !== 'DELETE') return jsonResponse([phone]);
      return refuse ? errorResponse(404, 'No such passkey.', 'passkey_not_found') : jsonResponse(null, 204);
    });
    const item = await screen.findByTestId('passkey-item');
    await userEvent.click(within(item).getByRole('button', { name: 'Remove Phone' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(item).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('This passkey no longer exists.')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(item).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByTestId('passkeys-empty')).toBeInTheDocument();
  });
});
