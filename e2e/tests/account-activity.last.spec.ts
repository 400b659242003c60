import { waitForMailMatching } from '../mail-sink/mailbox.ts';
import { expect, test } from './fixtures';
import { AGENT_PASSWORD, DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

// Issue 14: a support agent changes a customer's phone number; the customer gets the mail that
// says so (in the journeys' SMTP sink) and finds it on Account activity, named and marked as the agent's, in English at 1280 px and in Spanish at 360 px
// (dark, right to left). `.last`: it changes behind's phone for good (no other journey reads it)
// and its assertions read behind's newest entries, which no journey after it adds to before.
const CUSTOMER = 'behind';
const CUSTOMER_EMAIL = 'casey.morgan@example.com';
const NEW_PHONE = `(512) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;

test('an agent changes the phone; the customer sees it on Account activity, en 1280 and es 360', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login/agent');
  await page.locator('#agent-username').fill('ana');
  await page.locator('#agent-password').fill(AGENT_PASSWORD);
  await page.locator('#customer-username').fill(CUSTOMER);
  await page.getByTestId('agent-login-submit').click();
  await expect(page.getByTestId('agent-mode')).toContainText('ana');
  await page.goto('/profile');
  await page.getByLabel('Phone').fill(NEW_PHONE);
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  // The agent acting for the customer reads the same trail.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-activity').click();
  await expect(page.getByTestId('activity-item').first()).toContainText(
    'Support agent Ana Torres changed your phone number',
  );
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();

  // The customer is told by mail, from the brand, named and in English (once a day per agent).
  const mail = await waitForMailMatching(
    CUSTOMER_EMAIL,
    /Ana Torres, a customer-support agent, made changes/,
  );
  expect(mail.subject).toBe('Brightline Energy: A support agent updated your account');
  expect(mail.text).toContain('Hello Casey,');
  expect(mail.text).toMatch(/Open My Account: \S+\/profile/);

  // The customer, in English at 1280 px, from the user menu.
  await signIn(page, CUSTOMER, DEMO_PASSWORD);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-activity').click();
  await expect(page).toHaveURL(/\/account-activity$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account activity');
  const entries = page.getByTestId('activity-item');
  // Newest first: the customer's own sign-in just now, then the agent's change.
  await expect(entries.first()).toContainText('You signed in with the password');
  await expect(entries.first()).toContainText('IP address: 127.0.0.1');
  const change = entries.filter({ hasText: 'Support agent Ana Torres changed your phone number' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Support agent');
  await expect(
    entries.filter({ hasText: 'Support agent Ana Torres opened your account to help you' }),
  ).toHaveCount(1);
  await expectAxeClean(page, 'account activity en 1280');
  await page.screenshot({ path: 'test-results/account-activity-en-1280.png', fullPage: true });

  // Keyboard: "Show more" when there is more, and the focus lands on the first entry it added.
  const more = page.getByTestId('activity-show-more');
  if (await more.isVisible()) {
    const before = await entries.count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => entries.count()).toBeGreaterThan(before);
    await expect(entries.nth(before)).toBeFocused();
  }
  // A reload keeps the page (a route of its own).
  await page.reload();
  await expect(change).toHaveCount(1);

  // The same customer in Spanish at 360 px, dark and right to left, from the menu's dialog.
  await page.addInitScript(() =>
    localStorage.setItem('customizer', JSON.stringify({ theme: 'dark', direction: 'rtl' })),
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('user-menu').click();
  await page.getByRole('dialog').getByTestId('user-menu-activity').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actividad de la cuenta');
  await expect(entries.first()).toContainText('Usted inició sesión con la contraseña');
  await expect(
    entries.filter({ hasText: 'Agente de soporte Ana Torres cambió su número de teléfono' }),
  ).toHaveCount(1);
  await expectNoPageScroll(page, 'account activity es 360');
  await expectAxeClean(page, 'account activity es 360 dark rtl');
  await page.screenshot({ path: 'test-results/account-activity-es-360.png', fullPage: true });
});
