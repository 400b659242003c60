import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForMailMatching } from '../mail-sink/mailbox.ts';
import { DEMO_PASSWORD, expectAxeClean } from './support.ts';

// Runs after every other journey (`*.last`): it changes the passwords of solo and cliente,
// whom the other journeys sign in as with the demo password.

const RESET_LINK = /https?:\/\/[^\s/]+\/reset-password\?hash=[\w-]+/;

interface Journey {
  origin: string;
  userName: string;
  email: string;
  newPassword: string;
  /** Words of the language the pages and the mail are in. */
  words: { user: string; email: string; newPassword: string; confirm: string; subject: RegExp };
}

async function tryToSignIn(page: Page, origin: string, userName: string, password: string) {
  await page.goto(`${origin}/login`);
  await page.locator('#username').fill(userName);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function resetThroughMail(page: Page, j: Journey) {
  // 1. Ask for the link.
  await page.goto(`${j.origin}/forgot-password`);
  await page.getByLabel(j.words.user).fill(j.userName);
  await page.getByLabel(j.words.email).fill(j.email);
  await page.getByTestId('recovery-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

  // 2. Read the mail the app sent over SMTP, and open its link as it is. Earlier journeys
  // mailed these customers too (receipts, service changes): the reset mail is the one with a link.
  const mail = await waitForMailMatching(j.email, RESET_LINK);
  expect(mail.subject).toMatch(j.words.subject);
  const link = RESET_LINK.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  expect(new URL(link!).origin).toBe(j.origin);
  await page.goto(link!);

  // 3. A new password the strength meter accepts (zxcvbn score ≥ 3), then the reset.
  const password = page.getByLabel(j.words.newPassword, { exact: true });
  await password.fill(j.newPassword);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', /^[34]$/);
  await page.getByLabel(j.words.confirm).fill(j.newPassword);
  await expectAxeClean(page, `reset form ${j.userName}`);
  await page.getByTestId('recovery-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  await expectAxeClean(page, `reset done ${j.userName}`);

  // 4. The link works once.
  await page.goto(link!);
  await expect(page.getByTestId('reset-link-invalid')).toBeVisible();

  // 5. The old password is refused, the new one signs in.
  await tryToSignIn(page, j.origin, j.userName, DEMO_PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await tryToSignIn(page, j.origin, j.userName, j.newPassword);
  await expect(page.getByTestId('topbar-username')).toContainText(j.userName);
}

test.describe('forgot password → mail → reset → sign in', () => {
  test('solo resets the password from the mailed link', async ({ page, baseURL }) => {
    await resetThroughMail(page, {
      origin: baseURL!,
      userName: 'solo',
      email: 'sam.patel@example.com',
      newPassword: 'Harbor lights & 7 quiet owls',
      words: {
        user: 'User name',
        email: 'E-mail',
        newPassword: 'New password',
        confirm: 'Confirm the new password',
        subject: /reset your password/,
      },
    });
  });

  test('cliente does it in Spanish on the Voltio site, at 360 px', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const origin = baseURL!.replace('localhost', 'voltio.localhost');
    // The language is remembered from the first page (spec §9 detection order).
    await page.goto(`${origin}/login?lng=es`);
    await resetThroughMail(page, {
      origin,
      userName: 'cliente',
      email: 'maria.gonzalez@example.com',
      newPassword: 'Faro del puerto y 7 búhos callados',
      words: {
        user: 'Usuario',
        email: 'Correo electrónico',
        newPassword: 'Contraseña nueva',
        confirm: 'Confirme la contraseña nueva',
        subject: /restablezca su contraseña/,
      },
    });
  });
});
