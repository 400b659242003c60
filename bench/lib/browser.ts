// What the browser benches (lighthouse.ts, home-trace.ts, usage.ts) share: Debian's Chromium
// with the flags it needs on this closed network, and the demo customer signed in by the form.
import type { Page } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without these Chromium stalls on a network that reaches nothing outside (README, e2e config). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Signs the demo customer in through the sign-in form and waits for Home. */
export async function signInDemo(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('Welcome-2026!');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('shortcut-usage').waitFor();
}
