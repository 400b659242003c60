import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { saveTokens } from '../../lib/session-store';
import { makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { createFakeFetch, jsonResponse } from '../../testing/fake-fetch';
import { makeBrand, makeProfile } from '../../testing/fixtures';
import { initialUtilState } from '../util';
import { MainLayout } from './main-layout';
import { TestProviders } from '../../testing/test-providers';

/** A screen with something only it knows: what the customer typed. */
function HalfFilledForm() {
  const [amount, setAmount] = useState('');
  return (
    <label>
      Amount
      <input value={amount} onChange={(e) => setAmount(e.target.value)} />
    </label>
  );
}

/** Resizes the window and lets the shell's one-per-frame listener run. */
async function resizeTo(width: number) {
  window.innerWidth = width;
  await act(async () => {
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

function renderShell(width = 1280) {
  window.innerWidth = width;
  const groups = [makeGroup([makeEnrollment()])];
  vi.stubGlobal(
    'fetch',
    createFakeFetch((call) => jsonResponse(call.url.endsWith('/enrollments') ? groups : [])).fetch,
  );
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
  const brand = makeBrand();
  const store = createAppStore({
    auth: { user: makeProfile() },
    util: {
      ...initialUtilState,
      brandInformation: brand,
      brandName: brand.system_name,
      brandStatus: 'ready',
    },
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <MainLayout />, children: [{ path: 'payment', element: <HalfFilledForm /> }] }],
    { initialEntries: ['/payment'] },
  );
  render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

describe('MainLayout', () => {
  it('keeps what the screen holds when the window crosses 1200 px and the layout changes, both ways', async () => {
    renderShell();
    expect(await screen.findByTestId('layout-horizontal')).toBeInTheDocument();
    const field = screen.getByLabelText('Amount');
    await userEvent.type(field, '42.50');

    await resizeTo(800);
    expect(screen.getByTestId('layout-vertical')).toBeInTheDocument();
    expect(screen.queryByTestId('layout-horizontal')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toBe(field);
    expect(field).toHaveValue('42.50');
    expect(screen.getByRole('main')).toContainElement(field);

    await resizeTo(1280);
    expect(screen.getByTestId('layout-horizontal')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('42.50');
    expect(screen.getByRole('main')).toContainElement(field);
  });

  it("draws a phone's off-canvas menu at its first opening, and keeps it drawn after", async () => {
    renderShell(390);
    expect(await screen.findByTestId('layout-vertical')).toBeInTheDocument();
    const menu = screen.getByTestId('side-menu');
    expect(menu).toHaveAttribute('inert');
    expect(within(menu).queryByTestId('menu-billing')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('menu-open'));
    expect(menu).not.toHaveAttribute('inert');
    expect(within(menu).getByTestId('menu-billing')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('menu-overlay'));
    expect(menu).toHaveAttribute('inert');
    expect(within(menu).getByTestId('menu-billing')).toBeInTheDocument();
  });
});
