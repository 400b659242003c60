import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, offerCustomizer, signIn } from './support.ts';

/**
 * Issue 18: /login arrives already drawn (pre-rendered at build time, filled with the host's
 * brand by the server) and paints with its stylesheet, before any script has loaded. The app
 * then hydrates that page: nothing is drawn again, and what the visitor typed or submitted
 * meanwhile is kept. Scripts are held back here until the journey lets them go, so the page is
 * read exactly as a slow phone shows it first.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
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
    const release = await holdScripts(page);
    const releaseBrand = await holdBrand(page);
    await page.goto('/login', { waitUntil: 'commit' });

    // Drawn from the HTML and the stylesheet alone: Spanish, branded, styled.
    await expect(page.getByRole('heading', { name: 'Le damos la bienvenida a My Account' })).toBeVisible();
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', /\/brands\/brightline\/logo\.svg/);
    await expect(page.getByTestId('footer-copyright')).toContainText('Brightline Energy LLC');
    await expect(page.getByTestId('login-submit')).toHaveCSS('width', '280px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAxeClean(page, 'pre-rendered sign-in, es 360');

    // Typed and submitted with the keyboard before any script ran: nothing reloads, nothing is lost.
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
    const release = await holdScripts(page);
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/logo.svg')) logoRequests.push(request.url());
    });
    const hourAtStart = Math.floor(Date.now() / 3_600_000);
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
    // The server sent the logo's version of this hour, as the app asks for it: hydration keeps
    // the image and it is fetched once (a version baked in at build time was fetched twice).
    // Across a change of hour in between, the app rightly asks for the newer one.
    if (Math.floor(Date.now() / 3_600_000) === hourAtStart) expect(logoRequests).toHaveLength(1);

    // The hydrated form is the app's: a wrong password is refused on the page, not by a reload.
    await page.locator('#password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.locator('#username')).toHaveValue('demo');
    await expectAxeClean(page, 'hydrated sign-in, en 1440');
  });
});

test.describe('a customer who chose dark mode and right-to-left', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('gets the sign-in page dark and mirrored from the first byte, and hydration keeps it so', async ({
    page,
  }) => {
    await offerCustomizer(page);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('customizer-open').click();
    await page.getByTestId('customizer-mode-dark').check();
    await page.getByTestId('customizer-rtl').check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);

    // The next visit, as a slow phone shows it first: no script yet.
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Welcome to My Account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveClass(/dark-layout/);
    const lightness = (color: string) => {
      const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
      return (r! + g! + b!) / 3;
    };
    const cardBackground = () =>
      page.locator('.login-card').evaluate((card) => getComputedStyle(card).backgroundColor);
    expect(lightness(await cardBackground())).toBeLessThan(80);
    // Right to left: the card's heading starts at its right edge.
    const heading = await page.getByRole('heading', { name: 'Welcome to My Account' }).evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return { text: range.getBoundingClientRect(), box: h.getBoundingClientRect() };
    });
    expect(heading.box.right - heading.text.right).toBeLessThan(2);
    await expectAxeClean(page, 'pre-rendered sign-in, dark rtl, before scripts');

    // The app starts: no flash back to light or left-to-right on the way.
    await page.evaluate(() => {
      const flips: string[] = [];
      (window as unknown as { flips: string[] }).flips = flips;
      new MutationObserver((records) => {
        for (const record of records) {
          const now = (record.target as Element).getAttribute(record.attributeName!);
          if (now !== record.oldValue) flips.push(`${record.attributeName}: ${record.oldValue} -> ${now}`);
        }
      }).observe(document.documentElement, {
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['data-bs-theme', 'dir'],
      });
    });
    const darkBefore = await cardBackground();
    release();
    await hydrated(page);
    await expect(page.locator('style#bootstrap-rtl')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { flips: string[] }).flips)).toEqual([]);
    await expect(page.locator('body')).toHaveClass(/dark-layout/);
    expect(await cardBackground()).toBe(darkBefore);
    await expectAxeClean(page, 'hydrated sign-in, dark rtl');
  });
});
