import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

/** "$ 1,234.56", "+$ 12.40", "−$ 3.10" → cents. */
function cents(text: string): number {
  const negative = /^[\u2212-]/.test(text.trim());
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return negative ? -value : value;
}

/** The waterfall's rows: the earlier bill, each driver, this bill; the drivers sum to the change. */
async function expectDriversSumToChange(page: Page) {
  // allTextContents does not wait: the explanation may still be loading after the navigation.
  const amountCells = page.getByTestId('bill-waterfall').getByTestId('waterfall-amount');
  await expect.poll(() => amountCells.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const amounts = await amountCells.allTextContents();
  const [before, ...rest] = amounts.map(cents);
  const after = rest.pop()!;
  expect(rest.reduce((a, b) => a + b, 0)).toBe(after - before!);
}

const cases = [
  { language: 'en', width: 1280, title: 'Why did my bill change?', lastYear: 'Same bill last year' },
  {
    language: 'es',
    width: 360,
    title: '¿Por qué cambió mi factura?',
    lastYear: 'La misma factura del año pasado',
  },
  { language: 'en', width: 360, title: 'Why did my bill change?', lastYear: 'Same bill last year' },
  {
    language: 'es',
    width: 1280,
    title: '¿Por qué cambió mi factura?',
    lastYear: 'La misma factura del año pasado',
  },
];

test.describe('why did my bill change', () => {
  // One sign-in; language and width change inside the page (the shared machine is slow).
  test('demo opens the explanation of its latest bill from Home: en and es, 1280 and 360 px', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'demo', DEMO_PASSWORD);
    for (const c of cases) {
      const label = `${c.language} ${c.width}`;
      await page.setViewportSize({ width: c.width, height: 900 });
      await page.goto(`/?lng=${c.language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', c.language);
      await expect(page.getByTestId('due-status')).toBeVisible();
      await expect(page.getByTestId('last-bill-change-link')).toBeVisible();
      await expectAxeClean(page, `home ${label}`);
      await page.getByTestId('last-bill-change-link').click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.getByTestId('bill-change-headline')).toBeVisible();
      await expect(page.getByTestId('bill-change-drivers').locator('li').first()).toBeVisible();
      await expectDriversSumToChange(page);
      await expectNoPageScroll(page, `explanation ${label}`);
      await expectAxeClean(page, `explanation ${label}`);

      await page.getByText(c.lastYear).click();
      await expectDriversSumToChange(page);
    }
  });

  test('every statement on Billing links to its explanation', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('shortcut-billing').click();
    await page.getByTestId('statements-table').getByTestId('statement-why').nth(1).click();
    await expect(page).toHaveURL(/\/billing\/change\//);
    await expectDriversSumToChange(page);
  });
});
