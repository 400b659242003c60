import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll } from './support.ts';

/**
 * Issue 15, help when money is short. A `.last` journey: the extensions it asks for move
 * solo's and cliente's due dates for good (one per year), which other journeys must not see.
 */

async function signInAt(page: Page, origin: string, userName: string) {
  await page.goto(`${origin}/login`);
  await page.locator('#username').fill(userName);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText(userName);
}

const cases = [
  { userName: 'solo', host: 'localhost', width: 1280, title: 'Help paying your bill', used: 'already used' },
  {
    userName: 'cliente',
    host: 'voltio.localhost',
    width: 360,
    title: 'Ayuda para pagar su factura',
    used: 'Ya usó',
  },
] as const;

for (const c of cases) {
  test(`${c.userName} moves a due date by five days from Home (${c.width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: c.width, height: 900 });
    const origin = (baseURL ?? '').replace('localhost', c.host);
    await signInAt(page, origin, c.userName);
    const oldDue = (await page.getByTestId('summary-next-due').textContent())!.trim();

    await page.getByTestId('due-payment-help').click();
    await expect(page).toHaveURL(/\/payment-help$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
    const section = page.getByTestId('extension-section');
    await expect(section.getByTestId('extension-rule')).toBeVisible();
    await expect(section).toContainText(oldDue);
    await expectAxeClean(page, 'extension offered');
    if (c.width === 360) await expectNoPageScroll(page, 'extension offered');

    const select = section.getByRole('combobox');
    await select.selectOption('5');
    const choice = (await select.locator('option:checked').textContent())!;
    const newDue = choice.match(/\d{2}\/\d{2}\/\d{4}/)![0];
    await section.getByTestId('extension-review').click();
    const confirmation = section.getByTestId('extension-confirmation');
    await expect(confirmation).toContainText(oldDue);
    await expect(confirmation).toContainText(newDue);
    await expectAxeClean(page, 'extension review');
    await section.getByTestId('extension-confirm').click();
    await expect(section.getByTestId('extension-granted')).toContainText(newDue);

    // Reloaded: the extension is recorded, and another is not offered this year.
    await page.reload();
    await expect(page.getByTestId('extension-not-eligible')).toContainText(c.used);
    await expect(page.getByTestId('extension-last')).toContainText(newDue);
    await expectAxeClean(page, 'extension used');

    // Home's amount-due card and the statement summary show the new date.
    await page.goto(`${origin}/`);
    await expect(page.getByTestId('summary-next-due')).toHaveText(newDue);
    await page.goto(`${origin}/billing`);
    await expect(page.getByTestId('summary-next-due')).toHaveText(newDue);
    await expect(page.getByTestId('billing-payment-help')).toBeVisible();
  });
}
