import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

async function chooseEnrollment(page: Page, index: number) {
  await page.getByTestId('enrollment-selector').click();
  await page.getByTestId('enrollment-menu').locator('[data-testid^="enrollment-option-"]').nth(index).click();
}

test.describe('home, billing and usage', () => {
  test('Home shows the first enrollment, then the gas plan after switching', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await expect(page.getByTestId('plan-name')).toHaveText('Brightline Green 24');
    await expect(page.getByTestId('plan-rate')).toContainText('¢/kWh');
    await expect(page.getByTestId('summary-balance')).toContainText('$');
    await expectAxeClean(page, 'home');
    await chooseEnrollment(page, 2);
    await expect(page.getByTestId('plan-name')).toHaveText('Brightline Gas Fixed 12');
    await expect(page.getByTestId('plan-rate')).toContainText('¢/CCF');
  });

  test('Billing downloads a statement PDF', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('shortcut-billing').click();
    await expect(page).toHaveURL(/\/billing$/);
    const table = page.getByTestId('statements-table');
    await expect(table.locator('tbody tr')).toHaveCount(24);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table.getByTestId('statement-download').first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d+\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByTestId('charges-page')).toContainText('Page 1 of');
    await expect(page.getByTestId('plan-documents').getByRole('link')).toHaveCount(3);
    await expectAxeClean(page, 'billing');
  });

  // A desktop visit shrunk to 360 px: the statements table's visually hidden PDF header once
  // escaped its scrolling wrapper and widened the page (fixed in styles/_layout.scss).
  test('Billing and Usage stay within 360 px after a desktop visit', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('shortcut-billing').click();
    await expect(page.getByTestId('statements-table').locator('tbody tr')).toHaveCount(24);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoPageScroll(page, 'billing at 360 px');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Usage' }).first().click();
    await expect(page.getByTestId('monthly-table').locator('tbody tr')).toHaveCount(24);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoPageScroll(page, 'usage at 360 px');
  });

  test('Usage draws daily and 15-minute views with compare on, and downloads the CSV', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('shortcut-usage').click();
    await expect(page.getByTestId('monthly-table').locator('tbody tr')).toHaveCount(24);
    const chart = page.getByTestId('interval-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(page.getByTestId('interval-table').locator('tbody tr')).toHaveCount(24);

    await page.getByLabel('Show by').selectOption('15-minute');
    await page.getByLabel('Compare with').selectOption('previous-year');
    await page.getByTestId('interval-show').click();
    await expect(page.getByTestId('interval-total')).toContainText('compared');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart).toContainText('Compared dates');
    await expectAxeClean(page, 'usage');

    const startDate = await page.getByLabel('From', { exact: true }).inputValue();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('usage-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usage-15-minute-.*\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    // A byte-order mark first, so spreadsheets read the file as UTF-8 (trim() drops it).
    expect(text.startsWith('\ufeffStart,')).toBe(true);
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe('Start,Usage (kWh),Estimated,Compared start,Compared usage (kWh)');
    // The default window is 30 days: 30 × 96 quarter hours, every one in the file.
    expect(rows).toHaveLength(1 + 30 * 96);
    expect(rows[1]).toMatch(
      new RegExp(`^${startDate}T00:00,[\\d.]+,[01],\\d{4}-\\d{2}-\\d{2}T00:00,[\\d.]*$`),
    );
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoPageScroll(page, 'usage at 360 px');
  });

  test('all three screens in Spanish', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-es').click();
    await expect(page.getByText('Resumen de la cuenta')).toBeVisible();
    await expect(page.getByTestId('plan-contract-end')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectAxeClean(page, 'home es');

    await page.getByTestId('shortcut-billing').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturación');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statement-download').first().click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^estado-de-cuenta-\d+\.pdf$/);
    await expect(page.getByTestId('plan-documents')).toContainText('Términos de Servicio');
    await expectAxeClean(page, 'billing es');

    await page.getByTestId('hmenu-usage').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consumo');
    await expect(page.getByTestId('interval-chart').locator('canvas')).toBeVisible();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('usage-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/^consumo-daily-/);
    expect(readFileSync((await csv.path())!, 'utf8').split('\r\n')[0]).toBe(
      '\ufeffInicio,Consumo (kWh),Estimado',
    );
    await expectAxeClean(page, 'usage es');
  });
});
