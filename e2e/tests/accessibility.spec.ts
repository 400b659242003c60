import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

test('the sign-in pages have no axe violations', async ({ page }) => {
  for (const path of ['/login', '/login/agent']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectAxeClean(page, path);
  }
});

test('the signed-in home has no axe violations at 360 px and on desktop', async ({ page }) => {
  await signIn(page, 'demo', DEMO_PASSWORD);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAxeClean(page, `${width}px`);
    await expectNoPageScroll(page, `home at ${width}px`);
  }
});
