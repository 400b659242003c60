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

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  // Bootstrap draws a button's focus as a soft shadow of the brand colour, which on a dark page
  // or an outline button was hard to find; one solid ring now marks every focused control.
  test(`the keyboard focus ring stands out at 3:1 or more on a ${theme} page`, async ({ page }) => {
    await storeAppearance(page, { theme });
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.goto('/billing');
    await page.getByTestId('statement-why').first().focus();
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    for (const testId of ['statement-verify', 'statement-download']) {
      await page.keyboard.press('Tab');
      const focused = page.getByTestId('statements-table').getByTestId(testId).first();
      await expect(focused).toBeFocused();
      const ring = await focused.evaluate((e) => {
        const style = getComputedStyle(e);
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          color: style.outlineColor,
        };
      });
      expect(ring.style, testId).toBe('solid');
      expect(ring.width, testId).toBeGreaterThanOrEqual(2);
      expect(
        contrast(ring.color, pageBackground),
        `${testId}: ${ring.color} on ${pageBackground}`,
      ).toBeGreaterThanOrEqual(3);
    }
  });
}
