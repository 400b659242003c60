import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, offerCustomizer, signIn } from './support.ts';

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
