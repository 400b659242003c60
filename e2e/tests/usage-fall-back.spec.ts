import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, signIn } from './support.ts';

/** The latest day US clocks went back (first Sunday of November) that is already in the data. */
function lastFallBackDay(today = new Date()): string {
  for (let year = today.getUTCFullYear(); ; year--) {
    const firstOfNovember = new Date(Date.UTC(year, 10, 1));
    const sunday = new Date(Date.UTC(year, 10, 1 + ((7 - firstOfNovember.getUTCDay()) % 7)));
    if (sunday.getTime() < today.getTime() - 86_400_000) return sunday.toISOString().slice(0, 10);
  }
}

// 01:00–01:45 happen twice on that day: each row says which, so no two rows read the same.
test('the fall-back day lists the repeated hour twice, CDT then CST (en 1280, es 360)', async ({ page }) => {
  const day = lastFallBackDay();
  const [y, m, d] = day.split('-');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo', DEMO_PASSWORD);
  await page.goto('/usage');
  await page.getByLabel('Show by').selectOption('15-minute');
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await page.getByTestId('interval-show').click();
  await expect(page.getByTestId('interval-table-count')).toHaveText(/^100 rows/);
  const table = page.getByTestId('interval-table');
  await table.evaluate((t) => ((t.parentElement as HTMLElement).scrollTop = 3 * 34)); // from 00:45
  await expect(table.getByRole('cell', { name: `${m}/${d}/${y} 01:15 CDT` })).toBeVisible();
  await expect(table.getByRole('cell', { name: `${m}/${d}/${y} 01:15 CST` })).toBeVisible();
  await expect(table.getByRole('cell', { name: `${m}/${d}/${y} 02:00`, exact: true })).toBeVisible();
  await expectAxeClean(page, 'fall-back day');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-es').click();
  // Spanish has no short names for Central time in the browser's data: the offset stands in.
  await expect(
    table.getByRole('cell', { name: new RegExp(`^${d}/${m}/${y} 01:15 (CDT|GMT-5)$`) }),
  ).toBeVisible();
  await expect(
    table.getByRole('cell', { name: new RegExp(`^${d}/${m}/${y} 01:15 (CST|GMT-6)$`) }),
  ).toBeVisible();
  await expectAxeClean(page, 'día del cambio de hora');
  // Leave demo in English for the journeys after this one.
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(table.getByRole('cell', { name: `${m}/${d}/${y} 01:15 CDT` })).toBeVisible();
});
