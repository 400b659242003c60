import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, DEMO_PASSWORD, signIn } from './support.ts';

/**
 * Issue 10 §7: dark mode's outline buttons were unreadable and RTL mirrored numbers
 * ("kWh/¢ 13.5"). axe's WCAG 2.1 AA rules, colour contrast included, run on the main screens
 * in dark mode, in RTL and in both, and the figures stay left-to-right inside RTL.
 */
const SCREENS = [
  '/',
  '/billing',
  '/payment',
  '/usage',
  '/profile',
  '/notifications',
  '/my-data',
  '/payment-help',
  '/account-activity',
  '/service/renew',
  '/service/transfer',
];
const LOOKS = [
  { theme: 'dark', direction: 'ltr' },
  { theme: 'light', direction: 'rtl' },
  { theme: 'dark', direction: 'rtl' },
  { theme: 'semi-dark', direction: 'rtl', layout: 'vertical' },
] as const;
/** Appearance as the customizer stores it (customizer-storage.ts), before the app starts. */
async function storeAppearance(page: Page, look: Record<string, string>) {
  await page.addInitScript((stored) => localStorage.setItem('customizer', JSON.stringify(stored)), look);
}

for (const look of LOOKS) {
  const name = Object.values(look).join(' ');
  test(`the main screens pass axe, colour contrast included, in ${name}`, async ({ page }) => {
    // Eleven full axe scans with colour contrast: minutes on a loaded machine.
    test.setTimeout(480_000);
    await storeAppearance(page, look);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await expect(page.locator('html')).toHaveAttribute('dir', look.direction);
    await expect(page.locator('html')).toHaveAttribute(
      'data-bs-theme',
      look.theme === 'dark' ? 'dark' : 'light',
    );
    // Every screen is scanned before the verdict, so one run names every problem.
    const found: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      found.push(...(await axeViolations(page, `${name} ${path}`)));
    }
    expect(found).toEqual([]);
  });
}

test('figures stay left-to-right inside a right-to-left page', async ({ page }) => {
  await storeAppearance(page, { direction: 'rtl' });
  await signIn(page, 'demo', DEMO_PASSWORD);
  const direction = (testId: string) =>
    page
      .getByTestId(testId)
      .locator('bdi')
      .first()
      .evaluate((e) => getComputedStyle(e).direction);
  await expect(page.getByTestId('plan-rate')).toContainText('¢/kWh');
  expect(await direction('plan-rate')).toBe('ltr');
  expect(await direction('summary-balance')).toBe('ltr');
  expect(await direction('due-amount')).toBe('ltr');
  // The rate reads as written: the number first, then the unit, on the left.
  const rate = page.getByTestId('plan-rate').locator('bdi');
  const [number, unit] = await rate.evaluate((e) => {
    const text = e.firstChild!;
    const range = document.createRange();
    const at = (i: number) => {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().x;
    };
    return [at(0), at(text.textContent!.length - 1)];
  });
  expect(number).toBeLessThan(unit!);

  await page.goto('/billing');
  const amount = page
    .getByTestId('statements-table')
    .locator('tbody tr')
    .first()
    .locator('td[data-column="amount"] bdi');
  await expect(amount).toHaveAttribute('dir', 'ltr');
  expect(await amount.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
});
