import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Two tabs of one browser share one session (its tokens live in localStorage). A customer who
 * signs out in one tab is signed out in the other at once, and a tab never keeps showing one
 * customer's screens while the browser is signed in as another.
 */
test('signing out in a second tab signs the first out at once; signing in there as another customer brings the first along', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('demo');
  await page.goto('/billing');
  await expect(page.getByTestId('statements-table')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('topbar-username')).toContainText('demo');
  await second.getByTestId('user-menu').click();
  await second.getByTestId('logout').click();
  await expect(second).toHaveURL(/\/login$/);

  // The first tab, untouched, is on the sign-in page with none of demo's bills left on screen.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('statements-table')).toHaveCount(0);
  await expect(page.getByTestId('topbar-username')).toHaveCount(0);

  await second.locator('#username').fill('solo');
  await second.locator('#password').fill(DEMO_PASSWORD);
  await second.getByTestId('login-submit').click();
  await expect(second.getByTestId('topbar-username')).toContainText('solo');

  // The first tab follows to solo's Home, by itself.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('topbar-username')).toContainText('solo');
  await expect(page.getByTestId('plan-name')).toBeVisible();

  // A reload in one tab (it stores the profile it reads again) leaves the other where it is.
  await page.goto('/billing');
  await expect(page.getByTestId('statements-table')).toBeVisible();
  await second.reload();
  await expect(second.getByTestId('topbar-username')).toContainText('solo');
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('statements-table')).toBeVisible();
  await second.close();
});
