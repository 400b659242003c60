import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

/**
 * A window narrowed past 1200 px, or a tablet turned, swaps the horizontal layout for the
 * vertical one (spec §2). What the customer was doing on the screen must survive the swap:
 * the screen is rendered once, outside either layout (features/layout/page-host.tsx).
 */
test('a half-typed payment and a chosen usage view survive the layout change, both ways', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'demo', DEMO_PASSWORD);
  await expect(page.getByTestId('layout-horizontal')).toBeVisible();

  await page.goto('/payment');
  // The field starts with the balance once it has loaded; the customer then types over it.
  await expect(page.getByLabel('Amount')).toHaveValue(/\d/);
  await page.getByLabel('Amount').fill('12.34');
  await page.setViewportSize({ width: 900, height: 1100 });
  await expect(page.getByTestId('layout-vertical')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('12.34');
  await expectAxeClean(page, 'payment after narrowing');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('layout-horizontal')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('12.34');

  await page.getByTestId('horizontal-menu').getByRole('link', { name: 'Usage' }).click();
  await page.getByLabel('Show by').selectOption('15-minute');
  await page.getByTestId('interval-show').click();
  await expect(page.getByTestId('interval-table-count')).not.toHaveText(/^30 rows/);
  const rows = await page.getByTestId('interval-table-count').textContent();
  // A phone turned upright: the view the customer chose is still the one shown.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('layout-vertical')).toBeVisible();
  await expect(page.getByLabel('Show by')).toHaveValue('15-minute');
  await expect(page.getByTestId('interval-table-count')).toHaveText(rows ?? '');
  await expect(page.getByTestId('interval-chart').locator('canvas')).toBeVisible();
  await expectNoPageScroll(page, 'usage after turning to 360 px');
  await expectAxeClean(page, 'usage after turning to 360 px');
});
