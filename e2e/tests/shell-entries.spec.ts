import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, offerCustomizer, signIn } from './support.ts';

/** Spanish for this tab: the switcher's choice outlives sign-in (language-preference.ts). */
async function useSpanish(page: Page) {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test.describe.configure({ timeout: 90_000 }); // sign-in and axe on a shared 2-core machine

const languages = ['en', 'es'] as const;
const widths = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

for (const viewport of widths) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const lng of languages) {
      test(`no customizer by default (${lng}): spec §2's default state has it disabled`, async ({ page }) => {
        await signIn(page, 'demo', DEMO_PASSWORD);
        if (lng === 'es') await useSpanish(page);
        await expect(page.getByTestId('app-navbar')).toBeVisible();
        await expect(page.getByTestId('customizer-open')).toHaveCount(0);
        await page.screenshot({ path: `test-results/shell-default-${viewport.width}-${lng}.png` });
        await expectAxeClean(page, `default shell ${viewport.width} ${lng}`);
      });
    }
  });
}

test.describe('1280 px, a brand that enables the customizer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the customizer is a top-bar button that covers no content', async ({ page }) => {
    await offerCustomizer(page);
    await signIn(page, 'demo', DEMO_PASSWORD);
    const button = page.getByTestId('app-navbar').getByTestId('customizer-open');
    await expect(button).toBeVisible();
    // It sits in the top bar, above the page, not fixed over the page's figures.
    const bar = (await page.getByTestId('app-navbar').boundingBox())!;
    const box = (await button.boundingBox())!;
    const main = (await page.locator('#main-content').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    expect(box.y + box.height).toBeLessThanOrEqual(main.y);
    await button.click();
    await expect(page.getByTestId('customizer')).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-customizer-open.png' });
    await expectAxeClean(page, 'customizer open');
  });
});

const menuWords = {
  en: { header: 'Your account', service: 'Service', paperless: 'Paperless billing', help: 'Help center' },
  es: { header: 'Su cuenta', service: 'Servicio', paperless: 'Factura sin papel', help: 'Centro de ayuda' },
} as const;

test.describe('menu entry kinds', () => {
  for (const lng of languages) {
    const words = menuWords[lng];

    test(`1280 px horizontal (${lng}): Service dropdown, external help link, unread badge`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, 'demo', DEMO_PASSWORD);
      if (lng === 'es') await useSpanish(page);
      const nav = page.getByTestId('horizontal-menu');
      // demo has 3 unread notifications (README).
      await expect(nav.getByTestId('menu-badge-notifications')).toHaveText(/^3/);
      const help = nav.getByTestId('hmenu-help');
      await expect(help).toHaveAttribute('target', '_blank');
      await expect(help).toHaveAttribute('href', 'https://brightline.example/faqs');
      await nav.getByTestId('hmenu-service').click();
      await expect(page.getByTestId('hmenu-paperless')).toHaveText(words.paperless);
      await page.screenshot({ path: `test-results/menu-horizontal-${lng}.png` });
      await expectAxeClean(page, `horizontal menu open ${lng}`);
      await page.getByTestId('hmenu-paperless').click();
      await expect(page).toHaveURL(/\/service\/paperless$/);
      await expect(nav.getByTestId('hmenu-service')).toHaveClass(/active/);
    });

    test(`1280 px vertical, collapsed and hovered (${lng}): headers and the Service group`, async ({
      page,
    }) => {
      await page.addInitScript(() =>
        localStorage.setItem('customizer', JSON.stringify({ layout: 'vertical', sidebarCollapsed: true })),
      );
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, 'demo', DEMO_PASSWORD);
      if (lng === 'es') await useSpanish(page);
      const menu = page.getByTestId('side-menu');
      await page.mouse.move(900, 400);
      await expect(menu).toHaveClass(/compact/);
      // Collapsed: icons only, yet the unread badge stays in sight as a dot.
      await expect(menu.getByTestId('menu-badge-notifications')).toBeVisible();
      await expect(menu.getByText(words.header)).toBeHidden();
      await page.screenshot({ path: `test-results/menu-vertical-collapsed-${lng}.png` });
      await menu.hover();
      await expect(menu.getByText(words.header)).toBeVisible();
      await menu.getByTestId('menu-service').click();
      await expect(menu.getByTestId('menu-service')).toHaveAttribute('aria-expanded', 'true');
      await page.screenshot({ path: `test-results/menu-vertical-${lng}.png` });
      await expectAxeClean(page, `vertical menu ${lng}`);
      await menu.getByTestId('menu-paperless').click();
      await expect(page).toHaveURL(/\/service\/paperless$/);
    });

    test(`360 px phone (${lng}): the off-canvas menu shows the groups and closes after a choice`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page, 'demo', DEMO_PASSWORD);
      if (lng === 'es') await useSpanish(page);
      await page.getByTestId('menu-open').click();
      const menu = page.getByTestId('side-menu');
      await expect(menu).toBeInViewport();
      await expect(menu.getByText(words.header)).toBeVisible();
      await expect(menu.getByTestId('menu-help')).toContainText(words.help);
      await menu.getByTestId('menu-service').click();
      await expect(menu.getByTestId('menu-paperless')).toBeVisible();
      await page.screenshot({ path: `test-results/menu-phone-${lng}.png` });
      await expectAxeClean(page, `phone menu ${lng}`);
      await menu.getByTestId('menu-paperless').click();
      await expect(page).toHaveURL(/\/service\/paperless$/);
      await expect(menu).not.toBeInViewport();
      await expectNoPageScroll(page, `phone menu ${lng}`);
    });
  }
});
