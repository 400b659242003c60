import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  expectAxeClean,
  expectControlsInsideCards,
  expectNoPageScroll,
  expectTextReadsLeftToRight,
  signIn,
} from './support.ts';

const cases = [
  {
    language: 'en',
    width: 1280,
    title: 'Verify my bill',
    verdict: 'Every line matches',
    link: 'Verify this bill',
  },
  {
    language: 'es',
    width: 360,
    title: 'Verificar mi factura',
    verdict: 'Todas las líneas coinciden',
    link: 'Verificar esta factura',
  },
  {
    language: 'en',
    width: 360,
    title: 'Verify my bill',
    verdict: 'Every line matches',
    link: 'Verify this bill',
  },
  {
    language: 'es',
    width: 1280,
    title: 'Verificar mi factura',
    verdict: 'Todas las líneas coinciden',
    link: 'Verificar esta factura',
  },
];

/** "$ 1,234.56", "−$ 30.00" (after the cell's phone-card label, if any) → cents. */
function cents(text: string): number {
  const money = /([\u2212-]?)\$\s*([\d,]+\.\d\d)/.exec(text)!;
  const value = Math.round(Number(money[2]!.replace(/,/g, '')) * 100);
  return money[1] ? -value : value;
}

test.describe('verify my bill', () => {
  // One sign-in; language and width change inside the page (the shared machine is slow).
  test('demo verifies its latest bill from Billing and every line matches: en and es, 1280 and 360 px', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'demo', DEMO_PASSWORD);
    for (const c of cases) {
      const label = `${c.language} ${c.width}`;
      await page.setViewportSize({ width: c.width, height: 900 });
      await page.goto(`/billing?lng=${c.language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', c.language);
      const verify = page.getByTestId('statements-table').getByTestId('statement-verify').first();
      await expect(verify).toHaveText(c.link);
      await verify.click();
      await expect(page).toHaveURL(/\/billing\/verify\//);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.getByTestId('bill-verify-verdict-title')).toHaveText(c.verdict);
      const table = page.getByTestId('verify-table');
      // Every charge row says it matches, and each shows its formula in words.
      const rows = await table.locator('tbody tr').count();
      await expect(table.getByTestId('verify-match')).toHaveCount(rows - 1);
      await expect(table.getByTestId('verify-formula').first()).toContainText(
        /kWh × [\d.]+\s¢\/kWh = \$\s[\d,]+\.\d\d/,
      );
      await expect(page.getByTestId('bill-verify-reads')).toContainText('kWh');
      await expectNoPageScroll(page, `verify ${label}`);
      await expectAxeClean(page, `verify ${label}`);

      // A customer reloads the page: the same answer, not a blank screen.
      await page.reload();
      await expect(page.getByTestId('bill-verify-verdict-title')).toHaveText(c.verdict);
    }
  });

  test('the lines add up to the total, and the explanation of a change links to its verification', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('shortcut-billing').click();
    await page.getByTestId('statements-table').getByTestId('statement-why').nth(1).click();
    await expect(page).toHaveURL(/\/billing\/change\//);
    await page.getByTestId('bill-change-verify').click();
    await expect(page).toHaveURL(/\/billing\/verify\//);
    await expect(page.getByTestId('bill-verify-verdict-title')).toHaveText('Every line matches');

    const table = page.getByTestId('verify-table');
    const figures = (await table.locator('tbody tr td:nth-child(4)').allTextContents()).map(cents);
    const total = figures.pop()!;
    expect(figures.reduce((a, b) => a + b, 0)).toBe(total);

    await page.goBack();
    await expect(page).toHaveURL(/\/billing\/change\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/billing$/);
  });
});

test('a bill with a tariff change inside its cycle reads well in dark mode, right to left, at 360 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Appearance as the customizer stores it (customizer-storage.ts), before the app starts.
  await page.addInitScript(() =>
    localStorage.setItem('customizer', JSON.stringify({ theme: 'dark', direction: 'rtl' })),
  );
  await signIn(page, 'demo', DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/billing');
  // Right to left on a phone, each statement's actions stay inside its card.
  await page.setViewportSize({ width: 360, height: 900 });
  await expectControlsInsideCards(page, 'statements-table');
  await page.setViewportSize({ width: 1280, height: 900 });
  // English in a right-to-left layout keeps its question mark at the end.
  await expectTextReadsLeftToRight(page.getByTestId('statement-why').first());
  // Utilities update delivery rates on March 1 and September 1: find a bill whose cycle spans one.
  const links = page.getByTestId('statements-table').getByTestId('statement-verify');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    await links.nth(i).click();
    await expect(page.getByTestId('bill-verify-verdict-title')).toHaveText('Every line matches');
    if (await page.getByTestId('bill-verify-rate-change').count()) break;
    await page.goBack();
  }
  await expect(page.getByTestId('bill-verify-rate-change')).toContainText(
    "The utility's delivery rate changed on",
  );
  // The delivery charge shows its two parts, each with its days.
  const delivery = page.getByTestId('verify-table').locator('tbody tr', { hasText: 'TDU Delivery Charges' });
  await expect(delivery.getByTestId('verify-formula')).toHaveCount(2);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoPageScroll(page, `verify dark rtl ${width}`);
    await expectAxeClean(page, `verify dark rtl ${width}`);
  }
});
