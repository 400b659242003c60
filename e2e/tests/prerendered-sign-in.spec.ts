import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean } from './support.ts';

/**
 * Issue 18: /login arrives already drawn (pre-rendered at build time, filled with the host's
 * brand by the server) and paints before any script or stylesheet file has loaded. The app
 * then hydrates that page: nothing is drawn again, and what the visitor typed or submitted
 * meanwhile is kept. Scripts and the stylesheet are held back here until the journey lets them
 * go, so the page is read exactly as a slow phone shows it first.
 */
async function holdScriptsAndStyles(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.(js|css)$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Holds the brands' reply (index.html's preload and the app's read). */
async function holdBrand(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v2/brands/', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', { timeout: 15_000 });

test.describe('in Spanish at 360 px', () => {
  test.use({ locale: 'es-MX', viewport: { width: 360, height: 740 } });

  test('the page is readable and usable before the scripts, and a sign-in typed then goes through', async ({
    page,
  }) => {
    const release = await holdScriptsAndStyles(page);
    const releaseBrand = await holdBrand(page);
    await page.goto('/login', { waitUntil: 'commit' });

    // Drawn from the HTML alone: Spanish, branded, styled by the inlined rules.
    await expect(page.getByRole('heading', { name: 'Le damos la bienvenida a My Account' })).toBeVisible();
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', /\/brands\/brightline\/logo\.svg/);
    await expect(page.getByTestId('footer-copyright')).toContainText('Brightline Energy LLC');
    await expect(page.getByTestId('login-submit')).toHaveCSS('width', '280px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAxeClean(page, 'pre-rendered sign-in, es 360');

    // Typed and submitted with the keyboard before any script ran: nothing reloads, nothing is lost.
    // (The field's autofocus waits for the stylesheet, as browsers hold autofocus while one is pending.)
    await page.locator('#username').click();
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.locator('#password')).toHaveValue(DEMO_PASSWORD);
    expect(page.url()).toBe(`${baseURL}/login`);

    // The scripts arrive; the brand, which the app waits for before hydrating, does not yet.
    // Enter again: once the app has started, the submit is held (the form says it is busy)…
    release();
    const form = page.locator('form');
    await expect
      .poll(async () => {
        await page.keyboard.press('Enter');
        return form.getAttribute('aria-busy');
      })
      .toBe('true');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    expect(page.url()).toBe(`${baseURL}/login`);

    // …and sent once the page is hydrated: the customer is signed in without doing anything more.
    releaseBrand();
    await expect(page.getByTestId('topbar-username')).toContainText('demo');
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test.describe('on a wide desktop, another brand', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('hydration keeps the very page on screen: same elements, same place, then the form works', async ({
    page,
  }) => {
    const voltio = baseURL.replace('localhost', 'voltio.localhost');
    const release = await holdScriptsAndStyles(page);
    await page.goto(`${voltio}/login`, { waitUntil: 'commit' });
    const card = page.locator('.login-card');
    await expect(card.getByRole('heading', { name: 'Welcome to My Account' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/storm-theme/);
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('alt', /Voltio/i);
    await card.evaluate((element) => element.setAttribute('data-journey-mark', 'drawn by the server'));
    // The storm theme leaves the logo's height to the image (spec §2): measure once it is in.
    await expect
      .poll(() =>
        page.getByTestId('brand-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const before = await card.boundingBox();
    await page.locator('#username').fill('demo');

    release();
    await hydrated(page);
    await expect(card).toHaveAttribute('data-journey-mark', 'drawn by the server');
    expect(await card.boundingBox()).toEqual(before);
    await expect(page.locator('#username')).toHaveValue('demo');
    await expect(page).toHaveTitle(/My Account - Voltio/);

    // The hydrated form is the app's: a wrong password is refused on the page, not by a reload.
    await page.locator('#password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.locator('#username')).toHaveValue('demo');
    await expectAxeClean(page, 'hydrated sign-in, en 1440');
  });
});
