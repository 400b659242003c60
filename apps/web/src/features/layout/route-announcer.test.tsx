import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLEAR_MS, GIVE_UP_MS, RouteAnnouncer, SETTLE_MS } from './route-announcer';

/** A screen whose heading arrives after its first read, as a screen that waits for data. */
function SlowScreen() {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTitle('Usage'), 600);
    return () => clearTimeout(timer);
  }, []);
  return title ? <h1>{title}</h1> : <p>Loading…</p>;
}

function renderApp(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <RouteAnnouncer />
            <main id="main-content">
              <Outlet />
            </main>
          </>
        ),
        children: [
          { index: true, element: <h1>Welcome back</h1> },
          { path: 'billing', element: <h1>Billing</h1> },
          { path: 'billing/old', element: <h1>Billing</h1> },
          { path: 'usage', element: <SlowScreen /> },
          { path: 'silent', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const region = () => screen.getByTestId('route-announcer');
const go = async (router: ReturnType<typeof renderApp>, path: string) => {
  await act(() => router.navigate(path));
};
const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};
/** Opens Billing by a link and lets it settle: the region reads its heading. */
const openBilling = async (router: ReturnType<typeof renderApp>) => {
  await go(router, '/billing');
  await wait(SETTLE_MS);
  expect(region()).toHaveTextContent('Now showing: Billing');
};

describe('RouteAnnouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing for the screen the page load opened', async () => {
    renderApp();
    await wait(GIVE_UP_MS);
    expect(region()).toHaveTextContent('');
    expect(region()).toHaveAttribute('aria-live', 'polite');
  });

  it('reads the heading of the screen a link opens, once it has stopped changing', async () => {
    const router = renderApp();
    await go(router, '/billing');
    expect(region()).toHaveTextContent('');
    await wait(SETTLE_MS);
    expect(region()).toHaveTextContent('Now showing: Billing');

    await go(router, '/usage');
    // Emptied at once, and still silent while the screen waits for its heading.
    expect(region()).toHaveTextContent('');
    await wait(SETTLE_MS);
    expect(region()).toHaveTextContent('');
    await wait(600);
    expect(screen.getByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(region()).toHaveTextContent('');
    await wait(SETTLE_MS);
    expect(region()).toHaveTextContent('Now showing: Usage');
  });

  it('reads a second screen with the same heading again: the region empties in between', async () => {
    const router = renderApp();
    await openBilling(router);
    await go(router, '/billing/old');
    expect(region()).toHaveTextContent('');
    await wait(SETTLE_MS);
    expect(region()).toHaveTextContent('Now showing: Billing');
  });

  it('says nothing for a screen without a heading', async () => {
    const router = renderApp();
    await go(router, '/silent');
    await wait(GIVE_UP_MS);
    expect(region()).toHaveTextContent('');
  });

  it('reads the first screen after a sign-in: the page load opened the sign-in page', async () => {
    // jsdom keeps no navigation timing; a browser's names the page load's address.
    const loaded = [{ name: `${window.location.origin}/login` }];
    Object.defineProperty(performance, 'getEntriesByType', { value: () => loaded, configurable: true });
    try {
      renderApp('/billing');
      await wait(SETTLE_MS);
      expect(region()).toHaveTextContent('Now showing: Billing');
    } finally {
      Reflect.deleteProperty(performance, 'getEntriesByType');
    }
  });

  it('empties the region a while after reading it, and does not speak again in another language', async () => {
    const router = renderApp();
    await openBilling(router);
    i18n.addResourceBundle('es', 'translation', { 'Common.ScreenOpened': 'Ahora se muestra: {{screen}}' });
    await act(() => i18n.changeLanguage('es'));
    expect(i18n.t('Common.ScreenOpened', { screen: 'x' })).toBe('Ahora se muestra: x');
    // Kept as it was read: a change of words would be spoken again.
    expect(region()).toHaveTextContent('Now showing: Billing');
    await wait(CLEAR_MS);
    expect(region()).toHaveTextContent('');
    await act(() => i18n.changeLanguage('en'));
  });
});
