import { expect, type Page } from '@playwright/test';

// The demo sign-ins of DESIGN.md §5 (demo data, not secrets).
export const DEMO_PASSWORD = 'Welcome-2026!';
export const AGENT_PASSWORD = 'Support-2026!';

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText(username);
}
