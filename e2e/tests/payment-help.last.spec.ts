import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cents, expectDueCardReconciles } from './payment-plan-support.ts';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll } from './support.ts';

/**
 * Issue 15, help when money is short. A `.last` journey: the extensions it asks for move
 * solo's and cliente's due dates for good (one per year), which other journeys must not see.
 */

/** Signs in on `origin` (empty: the default host). */
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

test('behind, a bill overdue, is refused an extension and offered a plan whose schedule adds up (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '', 'behind');
  const overdue = (await page.getByTestId('summary-overdue').textContent())!.trim();
  await page.getByTestId('due-payment-help').click();
  await expect(page.getByTestId('extension-not-eligible')).toContainText(`You have ${overdue} overdue`);
  const section = page.getByTestId('plan-section');
  await expect(section.getByTestId('plan-offer')).toContainText(overdue);
  for (const count of ['2', '6', '3']) {
    await section.getByRole('combobox').selectOption(count);
    await expect(section.getByTestId('plan-installment')).toHaveCount(Number(count));
    const amounts = await section.getByTestId('plan-installment').allTextContents();
    expect(cents(amounts)).toBe(cents([overdue]));
    await expect(section.getByTestId('plan-total')).toHaveText(overdue);
  }
  await expectAxeClean(page, 'plan offered');
});

test('behind sets up a plan of four instalments in Spanish at 360 px; Home shows nothing overdue', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login?lng=es');
  await signInAt(page, '', 'behind');
  await page.goto('/payment-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda para pagar su factura');
  const section = page.getByTestId('plan-section');
  await section.getByRole('combobox').selectOption('4');
  await expect(section.getByTestId('plan-installment')).toHaveCount(4);
  const schedule = await section.getByTestId('plan-installment').allTextContents();
  const total = (await section.getByTestId('plan-total').textContent())!;
  expect(cents(schedule)).toBe(cents([total]));
  await expectAxeClean(page, 'plan offered (es)');
  await expectNoPageScroll(page, 'plan offered (es)');
  await section.getByTestId('plan-accept').click();
  await expect(section.getByTestId('plan-accepted')).toBeVisible();
  await expect(section.getByTestId('plan-active')).toContainText('4 cuotas');

  await page.reload();
  await expect(section.getByTestId('plan-active')).toContainText(total.trim());
  expect(await section.getByTestId('plan-installment').allTextContents()).toEqual(schedule);
  await expectAxeClean(page, 'plan active (es)');
  await page.goto('/');
  // Zero reads '-' (spec §5).
  await expect(page.getByTestId('summary-overdue')).toHaveText('-');
  await expectDueCardReconciles(page, 'Más', '4 cuotas');
  await expectAxeClean(page, 'Home with a plan (es)');
  await expectNoPageScroll(page, 'Home with a plan (es)');
  await page.getByTestId('due-card').screenshot({ path: '/tmp/home-plan-es-360.png' });
});

test('behind reads the plan on Home and in payment help in English at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login?lng=en');
  await signInAt(page, '', 'behind');
  await expectDueCardReconciles(page, 'Plus', '4 instalments');
  await expectAxeClean(page, 'Home with a plan');
  await page.getByTestId('due-payment-help').click();
  await expect(page.getByTestId('plan-section').getByTestId('plan-active')).toContainText('4 instalments');
});

for (const c of cases) {
  test(`${c.userName} joins average billing at the amount its last bills give, then leaves (${c.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: c.width, height: 900 });
    const origin = (baseURL ?? '').replace('localhost', c.host);
    await signInAt(page, origin, c.userName);
    await page.goto(`${origin}/payment-help`);
    const section = page.getByTestId('average-section');
    const amount = section.getByTestId('average-amount');
    await expect(amount).toBeVisible();
    // "… add up to $ 1,234.56: $ 102.88 a month": the monthly amount is the total ÷ 12, to the cent.
    const [total, monthly] = (await amount.textContent())!.match(/\d[\d.,]*\d/g)!.slice(-2);
    if (c.host === 'localhost') {
      const toCents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
      expect(toCents(monthly!)).toBe(Math.round(toCents(total!) / 12));
    }
    await expectAxeClean(page, 'average billing offered');
    await section.getByTestId('average-join').click();
    await expect(section.getByTestId('average-enrolled')).toContainText(monthly!);
    await page.reload();
    await expect(section.getByTestId('average-enrolled')).toContainText(monthly!);
    await expectAxeClean(page, 'average billing joined');
    await section.getByTestId('average-leave').click();
    await expect(section.getByTestId('average-join')).toBeVisible();
  });
}
