import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

test.describe.configure({ timeout: 90_000 }); // sign-in and axe on a shared 2-core machine

async function useSpanish(page: Page) {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/**
 * A month that has exactly one statement of `demo`'s first enrollment: the seed mails one a
 * month, a week before today, so last month's is there and was mailed in last month.
 */
function lastMonthInSpanish(): string {
  const date = new Date();
  date.setUTCDate(15);
  date.setUTCMonth(date.getUTCMonth() - 1);
  const month = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(date);
  return `${month} ${date.getUTCFullYear()}`;
}

/** The search field, opened first where it is an icon (below 768 px). */
async function openSearch(page: Page) {
  // The search is a lazy chunk: wait until it has replaced its placeholder.
  await page.getByTestId('search').waitFor();
  const toggle = page.getByTestId('search-toggle');
  if (await toggle.isVisible()) await toggle.click();
  const input = page.getByRole('combobox');
  await expect(input).toBeVisible();
  await input.focus();
  return input;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('a month typed in Spanish finds its statement; the keyboard opens it on Billing', async ({
      page,
    }) => {
      await signIn(page, 'demo', DEMO_PASSWORD);
      await useSpanish(page);
      const input = await openSearch(page);
      await input.pressSequentially(lastMonthInSpanish(), { delay: 20 });
      await expect(page.getByTestId('app-overlay')).toBeVisible();
      const listbox = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
      const statement = listbox.getByRole('option', { name: /^Estado de cuenta \d+ · / });
      await expect(statement).toHaveCount(1);
      await page.screenshot({ path: `test-results/shell-search-statement-${viewport.width}.png` });
      await expectAxeClean(page, `search results ${viewport.width}`);

      await page.keyboard.press('ArrowDown');
      await expect(statement).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', (await statement.getAttribute('id'))!);
      const number = /Estado de cuenta (\d+)/.exec((await statement.textContent())!)![1]!;
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/billing\\?statement=${number}$`));
      await expect(page.getByTestId('app-overlay')).toHaveCount(0);
      const row = page.getByTestId('statements-table').locator('tr[aria-current="true"]');
      await expect(row).toContainText(number);
      await expect(row).toBeFocused();
      await expect(row).toBeInViewport();
      await expectNoPageScroll(page, `billing after search ${viewport.width}`);
      await page.screenshot({ path: `test-results/shell-search-landed-${viewport.width}.png` });
    });

    test('a screen by its name; Escape clears; a click on the content hides the overlay', async ({
      page,
    }) => {
      await signIn(page, 'demo', DEMO_PASSWORD);
      const input = await openSearch(page);
      await input.pressSequentially('usage', { delay: 20 });
      const option = page.getByRole('option', { name: 'Usage' });
      await expect(option).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(input).toHaveValue('');
      await expect(page.getByTestId('app-overlay')).toHaveCount(0);
      await expect(page.getByRole('option')).toHaveCount(0);

      await input.pressSequentially('pay', { delay: 20 });
      await expect(page.getByTestId('app-overlay')).toBeVisible();
      await page.getByTestId('app-overlay').click({ position: { x: 20, y: 500 } });
      await expect(page.getByTestId('app-overlay')).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      // On a phone the field folds back into its icon.
      if (viewport.width < 768) await expect(page.getByTestId('search-toggle')).toBeVisible();

      const again = await openSearch(page);
      await again.pressSequentially('credit letter', { delay: 20 });
      await page.getByRole('option', { name: /Credit letter/ }).click();
      await expect(page).toHaveURL(/\/service\/credit-letter$/);
      await expectAxeClean(page, `after a screen result ${viewport.width}`);
    });
  });
}

test.describe('dark mode, right to left', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the results read well and the active option is marked on the reading side', async ({ page }) => {
    // Appearance as the customizer stores it (customizer-storage.ts), before the app starts.
    await page.addInitScript(() =>
      localStorage.setItem(
        'customizer',
        JSON.stringify({ theme: 'dark', direction: 'rtl', layout: 'vertical' }),
      ),
    );
    await signIn(page, 'demo', DEMO_PASSWORD);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const input = await openSearch(page);
    await input.pressSequentially('bill', { delay: 20 });
    await expect(page.getByRole('option', { name: 'Billing', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Billing', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.screenshot({ path: 'test-results/shell-search-dark-rtl.png' });
    await expectAxeClean(page, 'search in dark RTL');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/billing$/);
  });
});
