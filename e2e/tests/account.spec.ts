import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, openLinkModal, signIn } from './support.ts';

test.describe('account: recovery, profile and linking', () => {
  test('forgot password confirms without revealing the account; an unknown reset link explains itself', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAxeClean(page, 'forgot-password');
    await page.getByLabel('User name').fill('demo');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByTestId('recovery-submit').click();
    await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot user name?' }).click();
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByTestId('recovery-submit').click();
    await expect(page.getByTestId('forgot-username-sent')).toBeVisible();

    await page.goto('/reset-password?hash=not-a-real-token');
    await expect(page.getByTestId('reset-link-invalid')).toBeVisible();
    await expectAxeClean(page, 'reset-password invalid');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a profile change persists after reload', async ({ page }) => {
    await signIn(page, 'solo', DEMO_PASSWORD);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'profile');
    await page.getByLabel('Phone').fill('(512) 555-0142');
    await page.getByLabel('Send me news and offers').check();
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('(512) 555-0142');
    await expect(page.getByLabel('Send me news and offers')).toBeChecked();

    // A new user name ends the old token: the next call gets a 401, the client refreshes and
    // carries on, so the reload still shows the page signed in under the new name.
    await page.getByLabel('User name').fill('solo-renamed');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('Your profile has been saved.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('topbar-username')).toContainText('solo-renamed');
    await expect(page.getByLabel('User name')).toHaveValue('solo-renamed');
    // Put the name back: other journeys sign in as solo.
    // Exact texts: 'solo-renamed' contains 'solo', so a contains-check passed before the save.
    await page.getByLabel('User name').fill('solo');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-details')).toContainText(' solo ');
    await page.reload();
    await expect(page.getByTestId('topbar-username')).toHaveText('solo');
    await expect(page.getByLabel('User name')).toHaveValue('solo');

    // A bad e-mail is refused next to the field, and nothing is sent. Typing waits for the
    // reloaded profile to fill the form, which would otherwise overwrite what was typed.
    const email = page.getByLabel('E-mail', { exact: true });
    await expect(email).toHaveValue('sam.patel@example.com');
    await email.fill('not-an-address');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-email-error')).toBeVisible();
    await expectAxeClean(page, 'profile with errors');
  });

  test('newbie is asked for a payment method first; Accept opens the payment-method modal', async ({
    page,
  }) => {
    await signIn(page, 'newbie', DEMO_PASSWORD);
    const dialog = await openLinkModal(page);
    await dialog.getByLabel('User name of the other account').fill('legacy');
    await dialog.getByLabel('Password of the other account').fill(DEMO_PASSWORD);
    await dialog.getByTestId('link-account-submit').click();
    const confirm = page.getByRole('dialog', { name: 'Payment method needed' });
    await expect(confirm).toBeVisible();
    await expectAxeClean(page, 'missing payment confirmation');
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('dialog', { name: 'Add payment' })).toBeVisible();
  });

  test('the recovery pages and the profile in Spanish', async ({ page }) => {
    await page.goto('/login?lng=es');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restablezca su contraseña');
    await page.goto('/reset-password?hash=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este enlace no se puede usar');
    await expectAxeClean(page, 'reset-password es');

    await signIn(page, 'newbie', DEMO_PASSWORD);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('password1234');
    await expect(page.getByTestId('password-strength')).toContainText('Seguridad:');
    await expectAxeClean(page, 'profile es');
  });
});
