import { expect, test } from './fixtures';
import { AGENT_PASSWORD } from './support.ts';

test('a support agent signs in for demo and the top bar shows agent mode', async ({ page }) => {
  await page.goto('/login/agent');
  await page.locator('#agent-username').fill('agent');
  await page.locator('#agent-password').fill(AGENT_PASSWORD);
  await page.locator('#customer-username').fill('demo');
  await page.getByTestId('agent-login-submit').click();

  await expect(page.getByTestId('topbar-name')).toHaveText('Dana Rivera');
  await expect(page.getByTestId('agent-mode')).toContainText('agent');
});

test('an agent with a wrong password is refused', async ({ page }) => {
  await page.goto('/login/agent');
  await page.locator('#agent-username').fill('agent');
  await page.locator('#agent-password').fill('wrong-password-here');
  await page.locator('#customer-username').fill('demo');
  await page.getByTestId('agent-login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
});
