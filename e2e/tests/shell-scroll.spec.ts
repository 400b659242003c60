import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support.ts';

/**
 * Issue 10: small scroll steps around the compact-navbar threshold (50 px) and the
 * scroll-to-top one (160 px) once fed the layout back into the scroll position until React
 * gave up (error #185). Every signed-in screen is scrolled the ways people scroll — a
 * trackpad's 5 px steps, a wheel's 10 px steps, the arrow keys — at the widths where the
 * desktop layouts apply, in both layouts and both languages. The page-error guard of
 * fixtures.ts fails the journey on the crash; each screen also checks it right away.
 */
const SCREENS = [
  '/',
  '/billing',
  '/payment',
  '/usage',
  '/profile',
  '/notifications',
  '/notifications/all',
  '/service/paperless',
  '/service/cancel',
  '/service/credit-letter',
  '/service/transfer',
];

const WIDTHS = [1200, 1280, 1440];
const LAYOUTS = ['horizontal', 'vertical'] as const;
const LANGUAGES = ['en', 'es'] as const;

/** One animation frame: the listener reads the position in it and React renders right after. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** In-app navigation (what a menu click does), without reloading the app for every screen. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.scrollTo(0, 0);
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
}

async function wheelSteps(page: Page, step: number, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await page.mouse.wheel(0, step);
    await settle(page);
  }
}

/**
 * Only the band where state switches is walked in small steps (what once crashed lay between
 * 50 and 75 px): jumping to 20 px first keeps each screen to about twenty steps instead of
 * forty, which is what made the journey slow.
 */
async function scrollEveryWay(page: Page, where: string): Promise<void> {
  const crashed = page.getByTestId('route-error');
  await page.mouse.move(640, 400);
  await page.evaluate(() => window.scrollTo(0, 20));
  await settle(page);
  await wheelSteps(page, 5, 14); // a trackpad: 20 → 90 px, across the 50 px switch
  await expect(crashed, `${where}: 5 px wheel steps down`).toHaveCount(0);
  await wheelSteps(page, -10, 8); // a mouse wheel back to the top, across its 30 px return
  await expect(crashed, `${where}: 10 px wheel steps up`).toHaveCount(0);
  // Arrow keys (40 px each) scroll the page when nothing inside it has focus: 0 → 80 → 0.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp']) {
    await page.keyboard.press(key);
    await settle(page);
  }
  await expect(crashed, `${where}: arrow keys`).toHaveCount(0);
}

// One sign-in per layout; languages and widths change inside the page (a reload and a
// viewport resize), which is much cheaper than a test per combination.
for (const layout of LAYOUTS) {
  test(`every signed-in screen scrolls in small steps, ${layout} layout, en and es, ${WIDTHS.join('/')} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1200, height: 800 });
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.evaluate((chosen) => {
      const stored = JSON.parse(localStorage.getItem('customizer') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('customizer', JSON.stringify({ ...stored, layout: chosen }));
    }, layout);
    for (const language of LANGUAGES) {
      await page.goto(`/?lng=${language}`);
      await expect(page.getByTestId(`layout-${layout}`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const screen of SCREENS) {
          await visit(page, screen);
          await expect(page.locator('#main-content h1, #main-content h2').first()).toBeVisible();
          await scrollEveryWay(page, `${screen} at ${width} px, ${layout}, ${language}`);
        }
      }
    }
  });
}

test('tabbing through the Usage interval form at 1200 px and wider keeps the page', async ({ page }) => {
  for (const width of [1200, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    if (width === 1200) await signIn(page, 'demo', DEMO_PASSWORD);
    await page.goto('/usage');
    const form = page.getByTestId('interval-form');
    await expect(form).toBeVisible();
    // Focus scrolls the page by itself; start from a few positions around the 50 px switch.
    for (const start of [0, 30, 45, 60]) {
      await page.evaluate((top) => window.scrollTo(0, top), start);
      await settle(page);
      await form.locator('input, select, button').first().focus();
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        await settle(page);
      }
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Shift+Tab');
        await settle(page);
      }
      await expect(page.getByTestId('route-error'), `tabbing from ${start} px at ${width} px`).toHaveCount(0);
    }
  }
});
