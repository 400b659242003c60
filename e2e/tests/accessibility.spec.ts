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

test('a screen opened from the menu is announced by its heading, in English and in Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'demo', DEMO_PASSWORD);
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // Home, after signing in on the sign-in page, is a screen the page did not load.
  const home = (await page.locator('#main-content h1').first().textContent())?.trim();
  expect(home).toBeTruthy();
  await expect(announcer).toHaveText(`Now showing: ${home}`);
  // The screen a page load opens is the page load's to announce.
  await page.reload();
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  await expect(announcer).toHaveText('');

  // By keyboard, as a screen-reader user would: focus stays on the link that was used.
  await page.getByTestId('hmenu-billing').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/billing$/);
  const billing = (await page.locator('#main-content h1').first().textContent())?.trim();
  expect(billing).toBeTruthy();
  await expect(announcer).toHaveText(`Now showing: ${billing}`);

  await page.goto('/?lng=es');
  await page.getByTestId('hmenu-usage').click();
  await expect(page).toHaveURL(/\/usage$/);
  const usage = (await page.locator('#main-content h1').first().textContent())?.trim();
  await expect(announcer).toHaveText(`Ahora se muestra: ${usage}`);
});
