import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn, expectNoPageScroll } from './support.ts';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('the sign-in pages have no axe violations', async ({ page }) => {
  for (const path of ['/login', '/login/agent']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});

test('the signed-in home has no axe violations at 360 px and on desktop', async ({ page }) => {
  await signIn(page, 'demo', DEMO_PASSWORD);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(violations.map((v) => `${width}px: ${v.id}`)).toEqual([]);
    await expectNoPageScroll(page, `home at ${width}px`);
  }
});
