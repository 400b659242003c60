import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support.ts';

test('a customer signs in, stays signed in across a reload, and signs out', async ({ page }) => {
  await signIn(page, 'demo', DEMO_PASSWORD);

  await expect(page.getByTestId('topbar-name')).toHaveText('Dana Rivera');
  await expect(page.getByTestId('topbar-username')).toContainText('demo');
  await expect(page.getByTestId('agent-mode')).toHaveCount(0);
  const stored = await page.evaluate(() =>
    ['user', 'accessToken', 'refreshToken', 'customerHash'].map((k) => localStorage.getItem(k) !== null),
  );
  expect(stored).toEqual([true, true, true, true]);

  await page.reload();
  await expect(page.getByTestId('topbar-name')).toHaveText('Dana Rivera');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a wrong password shows an error and keeps the customer on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('not-the-password');
  await page.getByTestId('login-submit').click();

  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a signed-out visitor asking for a page is sent to sign in, then brought back', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.locator('#username').fill('solo');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('solo');
});
