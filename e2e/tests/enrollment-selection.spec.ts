import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support.ts';

/** The selector's accessible name carries the selected enrollment's account label. */
const selectorName = (page: Page) => page.getByTestId('enrollment-selector').getAttribute('aria-label');

test.use({ viewport: { width: 1280, height: 800 } });

test('the chosen enrollment survives a reload and opens in a new tab (spec §4)', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo', DEMO_PASSWORD);
  const firstPlan = await page.getByTestId('plan-name').textContent();
  await page.getByTestId('enrollment-selector').click();
  await page.getByTestId('enrollment-menu').locator('[data-testid^="enrollment-option-"]').nth(1).click();
  await expect(page.getByTestId('plan-name')).not.toHaveText(firstPlan ?? '');
  const chosenPlan = await page.getByTestId('plan-name').textContent();
  const chosen = await selectorName(page);

  await page.reload();
  await expect(page.getByTestId('plan-name')).toHaveText(chosenPlan ?? '');
  expect(await selectorName(page)).toBe(chosen);

  // On Billing too: the page's data follows the remembered enrollment, not the first one.
  await page.goto('/billing');
  await expect(page.getByTestId('statements-table')).toBeVisible();
  expect(await selectorName(page)).toBe(chosen);

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('plan-name')).toHaveText(chosenPlan ?? '');
  expect(await selectorName(second)).toBe(chosen);
  await second.close();
});

test('a remembered enrollment that no longer exists falls back to the first one', async ({ page }) => {
  await signIn(page, 'demo', DEMO_PASSWORD);
  const firstPlan = await page.getByTestId('plan-name').textContent();
  const first = await selectorName(page);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('selectedEnrollment') ?? '{}') as { customer?: number };
    localStorage.setItem(
      'selectedEnrollment',
      JSON.stringify({ customer: stored.customer, enrollment: 999999 }),
    );
  });
  await page.reload();
  await expect(page.getByTestId('plan-name')).toHaveText(firstPlan ?? '');
  expect(await selectorName(page)).toBe(first);
});
