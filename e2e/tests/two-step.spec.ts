import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean } from './support.ts';

// Issue 17: two-step verification with an authenticator app, the codes computed here as the
// app would. In Spanish at 360 px on voltio.localhost, axe-clean.

/** The app's code for the next 30-second step: the one the confirmation used is spent. */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + 30_000,
  });

async function passwordStep(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.locator('#username').fill('cliente');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.locator('#one-time-code')).toBeVisible();
  await expect(page.locator('#one-time-code')).toHaveAttribute('autocomplete', 'one-time-code');
}

async function logOut(page: Page) {
  // Home's cards finish loading first: one still on its way when the session ends answers 401
  // and the app reloads /login, which aborts the next page.goto (seen on a loaded machine).
  await page.waitForLoadState('networkidle');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
}

test('verificación en dos pasos: activar, entrar con un código y con un código de recuperación, desactivar', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000); // four sign-ins, each waiting for Home to settle
  await page.setViewportSize({ width: 360, height: 740 });
  const voltio = baseURL!.replace('localhost', 'voltio.localhost');
  await page.goto(`${voltio}/login`);
  await page.locator('#username').fill('cliente');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('cliente');

  await page.goto(`${voltio}/profile`);
  const card = page.getByTestId('two-step-card');
  await card.getByTestId('two-step-start').click();
  const secret = (await card.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  await expect(card.getByRole('img', { name: /Código QR/ })).toBeVisible();
  await expectAxeClean(page, 'perfil: configurar la verificación en dos pasos');
  // A wrong code is announced next to the field; the right one turns it on.
  await card.getByLabel('Código').fill('000000');
  await card.getByTestId('two-step-confirm').click();
  await expect(card.getByRole('alert')).toContainText('El código es incorrecto');
  const first = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await card.getByLabel('Código').fill(first);
  await card.getByTestId('two-step-confirm').click();
  const listed = card.getByTestId('two-step-recovery-codes').locator('li');
  await expect(listed).toHaveCount(10);
  const codes = await listed.allInnerTexts();
  await card.screenshot({ path: test.info().outputPath('two-step-codes-es-360.png') });
  await card.getByTestId('two-step-codes-saved').click();
  await expect(card.getByTestId('two-step-on')).toContainText('Le quedan 10 códigos de recuperación.');

  // Sign in: password, then a code from the app, pasted with a space in the middle.
  await logOut(page);
  await passwordStep(page, voltio);
  await expectAxeClean(page, 'inicio de sesión: paso del código');
  await page.screenshot({ path: test.info().outputPath('code-step-es-360.png') });
  const code = nextCode(secret);
  await page.locator('#one-time-code').fill('999999');
  await page.getByTestId('two-step-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('El código es incorrecto');
  await page.locator('#one-time-code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByTestId('two-step-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('cliente');

  // Then with a recovery code, which works once.
  await logOut(page);
  await passwordStep(page, voltio);
  await page.locator('#one-time-code').fill(codes[0]!);
  await page.getByTestId('two-step-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('cliente');

  await page.goto(`${voltio}/profile`);
  await expect(card.getByTestId('two-step-on')).toContainText('Le quedan 9 códigos de recuperación.');
  await card.getByTestId('two-step-off').click();
  await card.getByLabel('Código de su aplicación o código de recuperación').fill(codes[0]!);
  await card.getByTestId('two-step-off-confirm').click();
  await expect(card.getByRole('alert')).toContainText('El código es incorrecto');
  await card.getByLabel('Código de su aplicación o código de recuperación').fill(codes[1]!);
  await card.getByTestId('two-step-off-confirm').click();
  await expect(card.getByTestId('two-step-start')).toBeVisible();
  await expectAxeClean(page, 'perfil: verificación desactivada');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The password alone signs in again.
  await logOut(page);
  await page.locator('#username').fill('cliente');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('cliente');
});
