import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, signIn } from './support.ts';

// One journey per viewport, in order: each reads one of demo's 3 unread notifications.
test.describe.configure({ mode: 'serial' });

test.describe('desktop 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opening a notification from the bell reads it and the badge drops', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    const badge = page.getByTestId('notification-count');
    await expect(badge).toHaveText('3');
    await page.getByTestId('notification-bell').click();
    const menu = page.getByTestId('notification-menu');
    await expect(menu.getByTestId('notification-header-count')).toHaveText('3 items');
    await expectAxeClean(page, 'bell dropdown');
    await menu.locator('[data-testid^="bell-notification-"]').first().click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(badge).toHaveText('2');
    await expect(page.locator('.notification-body')).toHaveCount(1);
    await expectAxeClean(page, 'notifications page');
  });
});

test.describe('mobile 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bell opens a modal; read-all lists every notification', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await page.getByTestId('notification-bell').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('notification-header-count')).toHaveText('2 items');
    await expectAxeClean(page, 'bell modal');
    await dialog.getByTestId('notifications-read-all').click();
    await expect(page).toHaveURL(/\/notifications\/all$/);
    await expect(page.getByRole('heading', { name: 'All notifications' })).toBeVisible();
    await page.getByTestId('mark-all-read').click();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(page.getByTestId('mark-all-read')).toBeDisabled();
    await expectAxeClean(page, 'all notifications');
  });
});
