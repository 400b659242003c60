import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { cents, expectDueCardReconciles } from './payment-plan-support.ts';
import { DEMO_PASSWORD, expectAxeClean } from './support.ts';

/*
 * Issue 15, a deferred payment plan set up in English on a wide screen (payment-help.last sets
 * up behind's in Spanish at 360 px). A plan is accepted once per customer, so this journey
 * runs on a server of its own with a fresh copy of the demo data, as deposit-review does.
 */
const port = Number(new URL(baseURL).port) + 1;
const url = `http://localhost:${port}`;
let server: OwnServer | undefined;

test.use({ baseURL: url });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(port, {});
});
test.afterAll(async () => {
  await server?.stop();
});

test('behind spreads the overdue bill over three instalments in English at 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login?lng=en');
  await page.locator('#username').fill('behind');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('behind');
  const overdue = (await page.getByTestId('summary-overdue').textContent())!.trim();
  const balance = cents([(await page.getByTestId('summary-balance').textContent())!]);

  await page.getByTestId('due-payment-help').click();
  await expect(page).toHaveURL(/\/payment-help$/);
  const section = page.getByTestId('plan-section');
  await section.getByRole('combobox').selectOption('3');
  await expect(section.getByTestId('plan-installment')).toHaveCount(3);
  const schedule = await section.getByTestId('plan-installment').allTextContents();
  expect(cents(schedule)).toBe(cents([overdue]));
  await expect(section.getByTestId('plan-total')).toHaveText(overdue);
  await expectAxeClean(page, 'plan offered, three instalments');
  await section.getByTestId('plan-accept').click();
  await expect(section.getByTestId('plan-accepted')).toBeVisible();
  await expect(section.getByTestId('plan-active')).toContainText('3 instalments');

  // Reloaded, the plan is the one accepted, instalment for instalment.
  await page.reload();
  await expect(section.getByTestId('plan-active')).toContainText(overdue);
  expect(await section.getByTestId('plan-installment').allTextContents()).toEqual(schedule);
  await expectAxeClean(page, 'plan active');

  // Home: nothing overdue any more; due now and the plan's remainder add up to the same balance.
  await page.goto('/');
  await expect(page.getByTestId('summary-overdue')).toHaveText('-');
  await expectDueCardReconciles(page, 'Plus', '3 instalments');
  expect(cents([(await page.getByTestId('summary-balance').textContent())!])).toBe(balance);
  await expectAxeClean(page, 'Home with a plan');
  await page.getByTestId('due-card').screenshot({ path: '/tmp/home-plan-en-1280.png' });
});
