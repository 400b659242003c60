import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, signIn } from './support.ts';

// Issue 17: a passkey made in Profile signs the customer in without a user name, through
// Chromium's virtual authenticator (a platform authenticator that holds discoverable
// credentials and verifies its user, like a phone's fingerprint reader).

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * A browser without passkey autofill (conditional UI), so that only the button asks for a
 * passkey: the virtual authenticator answers an autofill request by itself, at once.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });
}

/**
 * Register in Profile, sign out, sign in with the passkey alone (no user name typed), then
 * remove it. `way`: the passkey offered in the user-name field's autofill, or the button.
 */
async function passkeyRoundTrip(
  page: Page,
  origin: string,
  user: string,
  way: 'autofill' | 'button',
  texts: Record<string, RegExp>,
) {
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(`${origin}/profile`);
  const card = page.getByTestId('passkeys-card');
  await expect(card.getByTestId('passkeys-empty')).toBeVisible();
  await card.getByTestId('passkey-add').click();
  await expect(card.getByTestId('passkey-item')).toHaveCount(1);
  await expect(card.getByTestId('passkey-item')).toContainText(texts.defaultName!);
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAxeClean(page, `${user}: profile with a passkey`);
  await card.screenshot({ path: test.info().outputPath(`passkeys-card-${user}.png`) });

  await logOut(page);
  await expect(page.locator('#username')).toHaveAttribute('autocomplete', 'username webauthn');
  if (way === 'button') {
    await expectAxeClean(page, `${user}: sign-in page`);
    await page.getByTestId('passkey-sign-in').click();
  }
  // No user name typed: the browser finds the site's passkey by itself.
  await expect(page.getByTestId('topbar-username')).toContainText(user);
  await expect(page.locator('#username')).toHaveCount(0);

  await page.goto(`${origin}/profile`);
  const item = card.getByTestId('passkey-item');
  await expect(item).toContainText(texts.lastUsed!);
  await item.getByRole('button', { name: texts.remove! }).click();
  await item.getByRole('button', { name: texts.removeConfirm! }).click();
  await expect(card.getByTestId('passkeys-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('passkeys-card').getByTestId('passkeys-empty')).toBeVisible();

  // The removed passkey no longer signs in: the browser still holds it, the server refuses it.
  await logOut(page);
  if (way === 'button') await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByTestId('login-error')).toContainText(texts.notRecognized!);
  await expect(page).toHaveURL(/\/login/);
}

test('a customer adds a passkey, then picks it in the sign-in autofill, and removes it', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'solo', DEMO_PASSWORD);
  await passkeyRoundTrip(page, baseURL!, 'solo', 'autofill', {
    defaultName: /Passkey 1/,
    lastUsed: /last used/,
    remove: /^Remove Passkey 1$/,
    removeConfirm: /^Remove passkey$/,
    notRecognized: /not recognized/,
  });
});

test('a passkey is renamed, and the name is kept after a reload', async ({ page }) => {
  await signIn(page, 'newbie', DEMO_PASSWORD);
  await addVirtualAuthenticator(page);
  await page.goto('/profile');
  const card = page.getByTestId('passkeys-card');
  await card.getByTestId('passkey-add').click();
  const item = card.getByTestId('passkey-item');
  await item.getByRole('button', { name: 'Rename Passkey 1' }).click();
  await item.getByLabel('Passkey name').fill('Work laptop');
  await item.getByRole('button', { name: 'Save name' }).click();
  await expect(item).toContainText('Work laptop');
  await page.reload();
  await expect(page.getByTestId('passkey-item')).toContainText('Work laptop');
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByTestId('passkeys-empty')).toBeVisible();
});

test('en español a 360 px en voltio.localhost: llave de acceso de ida y vuelta', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await withoutAutofill(page);
  const voltio = baseURL!.replace('localhost', 'voltio.localhost');
  await page.goto(`${voltio}/login`);
  await page.locator('#username').fill('cliente');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('cliente');
  await passkeyRoundTrip(page, voltio, 'cliente', 'button', {
    defaultName: /Llave de acceso 1/,
    lastUsed: /último uso/,
    remove: /^Quitar Llave de acceso 1$/,
    removeConfirm: /^Quitar llave de acceso$/,
    notRecognized: /No se reconoció/,
  });
  await expect(page.getByTestId('passkey-sign-in')).toHaveText('Iniciar sesión con una llave de acceso');
  await page.screenshot({ path: test.info().outputPath('sign-in-es-360.png'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
