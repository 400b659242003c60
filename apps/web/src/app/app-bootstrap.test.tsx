import { render, screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandLogo } from '../features/brand';
import { loadBrand } from '../features/util';
import { createFakeFetch, jsonResponse } from '../testing/fake-fetch';
import { makeBrand } from '../testing/fixtures';
import { AppBootstrap, BrandedLoadingScreen } from './app-bootstrap';
import { createAppStore } from './store';
import { TestProviders } from '../testing/test-providers';

const brands = [
  makeBrand({
    id_site: 2,
    system_name: 'voltio',
    formal_name: 'Voltio Power LLC',
    is_default: false,
    theme: 'storm-theme',
  }),
  makeBrand(),
];

function setup() {
  const fake = createFakeFetch(() => jsonResponse(brands));
  vi.stubGlobal('fetch', fake.fetch);
  return { ...fake, store: createAppStore({}) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.body.className = '';
});

describe('AppBootstrap (brand)', () => {
  it('shows the loading screen, then titles the page with the brand chosen by host', async () => {
    const { store, calls } = setup();
    render(
      <TestProviders store={store}>
        <AppBootstrap>
          <BrandLogo />
        </AppBootstrap>
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(document.title).toBe('My Account');

    const logo = await screen.findByTestId('brand-logo');
    expect(document.title).toBe('My Account - Brightline Energy LLC');
    expect(logo.getAttribute('src')).toMatch(/^\/brands\/brightline\/logo\.svg\?v=\d+$/);
    expect(logo).toHaveAttribute('height', '40');
    expect(document.body).not.toHaveClass('storm-theme');
    expect(calls.map((c) => c.url)).toEqual(['/v2/brands/']);
    expect(store.getState().util.brandName).toBe('brightline');
  });

  it('applies the storm theme and leaves the logo height free for voltio', async () => {
    const { store } = setup();
    await store.dispatch(loadBrand('voltio.localhost:3000'));
    render(
      <TestProviders store={store}>
        <AppBootstrap>
          <BrandLogo />
        </AppBootstrap>
      </TestProviders>,
    );
    expect(document.title).toBe('My Account - Voltio Power LLC');
    expect(document.body).toHaveClass('storm-theme');
    expect(screen.getByTestId('brand-logo')).not.toHaveAttribute('height');
  });

  it('shows the logo on the loading screen of a lazy screen once the brand is known', async () => {
    const { store } = setup();
    await store.dispatch(loadBrand('localhost'));
    // A chunk that never arrives keeps the fallback up.
    const Pending = lazy(() => new Promise<never>(() => undefined));
    render(
      <TestProviders store={store}>
        <Suspense fallback={<BrandedLoadingScreen />}>
          <AppBootstrap>
            <Pending />
          </AppBootstrap>
        </Suspense>
      </TestProviders>,
    );
    const loading = await screen.findByTestId('loading-screen');
    expect(within(loading).getByTestId('brand-logo').getAttribute('src')).toMatch(
      /^\/brands\/brightline\/logo\.svg/,
    );
  });

  it('loads the brands only once', async () => {
    const { store, calls } = setup();
    await Promise.all([store.dispatch(loadBrand('localhost')), store.dispatch(loadBrand('localhost'))]);
    await store.dispatch(loadBrand('localhost'));
    expect(calls).toHaveLength(1);
  });
});
