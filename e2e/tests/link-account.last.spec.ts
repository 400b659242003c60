import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, openLinkModal, signIn } from './support.ts';

// Linking moves legacy's enrollments into demo for good, and every journey shares one
// database per run, so this file runs in the `after-all` project, once the others are done
// (playwright.config.ts).
test.describe('link another account', () => {
  test('demo links legacy: success toast, and the older address joins the enrollments', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    const dialog = await openLinkModal(page);
    await expectAxeClean(page, 'link modal');
    await dialog.getByLabel('User name of the other account').fill('legacy');
    await dialog.getByLabel('Password of the other account').fill('wrong-password');
    await dialog.getByTestId('link-account-submit').click();
    await expect(page.getByText(/The account could not be linked/)).toBeVisible();

    await dialog.getByLabel('Password of the other account').fill(DEMO_PASSWORD);
    await dialog.getByTestId('link-account-submit').click();
    await expect(page.getByText('The account has been linked.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The enrollments reload in place: the older account's address is now in the selector.
    await page.getByTestId('enrollment-selector').click();
    await expect(page.getByTestId('enrollment-menu').getByRole('group', { name: /Bayridge/i })).toBeVisible();
  });
});
