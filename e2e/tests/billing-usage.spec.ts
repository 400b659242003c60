import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  expectAxeClean,
  expectControlsInsideCards,
  expectNoPageScroll,
  signIn,
} from './support.ts';

/** Central time's UTC offset in hours at noon UTC of a date (after any 02:00 change that day). */
function centralOffset(date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')!.value;
  return Number(name.replace('GMT', ''));
}

/** Quarter hours in the Central wall-clock days from..to: 92 on spring-forward, 100 on fall-back. */
function centralQuarterHours(from: string, to: string): number {
  let total = 0;
  for (let d = new Date(`${from}T12:00:00Z`); d.toISOString().slice(0, 10) <= to;) {
    const before = centralOffset(new Date(d.getTime() - 86_400_000));
    const after = centralOffset(d);
    total += (24 + before - after) * 4;
    d = new Date(d.getTime() + 86_400_000);
  }
  return total;
}

/** The interval table's rows now in the DOM (it renders only those in view), by aria-rowindex. */
async function drawnRowIndexes(page: Page): Promise<number[]> {
  return page
    .getByTestId('interval-table')
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))));
}

/** A scrolling region whose content fits its width once the layout has settled. */
async function expectFitsSideways(region: Locator): Promise<void> {
  await expect.poll(() => region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
}

/** The row count the interval table announces ("2,884 rows" / "2,884 filas"). */
async function announcedRows(page: Page): Promise<number> {
  const text = await page.getByTestId('interval-table-count').innerText();
  return Number(text.split(' ')[0]!.replace(/[.,]/g, ''));
}

/**
 * Scrolls the interval table as a customer would: the wheel over it, then the keyboard on the
 * focused region (End, Home, Page Down). Each time the rows in view are drawn (no blank band)
 * while far fewer than all rows are in the page.
 */
async function scrollIntervalTable(page: Page) {
  const rows = await announcedRows(page);
  const region = page.getByRole('region', { name: /Smart meter usage|Consumo del medidor inteligente/ });
  /** Drawn rows inside the region's visible box: a windowed table that lags shows fewer. */
  const rowsInView = () =>
    region.evaluate((box) => {
      const { top, bottom } = box.getBoundingClientRect();
      return Array.from(box.querySelectorAll('tbody tr[aria-rowindex]')).filter((r) => {
        const rect = r.getBoundingClientRect();
        return rect.bottom > top + 40 && rect.top < bottom;
      }).length;
    });
  await region.scrollIntoViewIfNeeded();
  await expect.poll(() => drawnRowIndexes(page)).toContain(2);
  // The wheel once the rows are laid out, as a customer wheels once they see the long table: a
  // wheel on the table still being replaced (the count is announced first) scrolls the page.
  await expect
    .poll(() => region.evaluate((box) => box.scrollHeight - box.clientHeight))
    .toBeGreaterThan(3000);
  await region.hover();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => region.evaluate((box) => box.scrollTop)).toBeGreaterThan(300);
  await expect.poll(async () => Math.min(...(await drawnRowIndexes(page)))).toBeGreaterThan(2);
  await expect.poll(rowsInView).toBeGreaterThanOrEqual(10);
  await region.focus();
  await page.keyboard.press('End');
  await expect(
    page.getByTestId('interval-table').locator(`tr[aria-rowindex="${rows + 1}"]`),
  ).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('interval-table').locator('tr[aria-rowindex="2"]')).toBeInViewport();
  await page.keyboard.press('PageDown');
  await expect.poll(() => region.evaluate((box) => box.scrollTop)).toBeGreaterThan(200);
  await expect.poll(rowsInView).toBeGreaterThanOrEqual(10);
  expect((await drawnRowIndexes(page)).length).toBeLessThan(60);
}

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
    test.setTimeout(90_000);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('shortcut-usage').click();
    await expect(page.getByTestId('monthly-table').locator('tbody tr')).toHaveCount(24);
    const chart = page.getByTestId('interval-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(page.getByTestId('interval-table-count')).toHaveText(/^30 rows/);

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
    // The default window is 30 wall-clock days: 96 quarter hours each (100 on a fall-back day,
    // 92 on a spring-forward day), every one in the file.
    const endDate = await page.getByLabel('To', { exact: true }).inputValue();
    const quarterHours = centralQuarterHours(startDate, endDate);
    expect(rows).toHaveLength(1 + quarterHours);
    await expect(page.getByTestId('interval-table-count')).toContainText(
      `${quarterHours.toLocaleString('en-US')} rows`,
    );
    expect(rows[1]).toMatch(
      new RegExp(`^${startDate}T00:00,[\\d.]+,[01],\\d{4}-\\d{2}-\\d{2}T00:00,[\\d.]*$`),
    );
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoPageScroll(page, 'usage at 360 px');
  });

  test('the interval table scrolls a 15-minute window with the wheel and keys at 1280 and 360 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.getByTestId('shortcut-usage').click();
    await expect(page.getByTestId('interval-table-count')).toHaveText(/^30 rows/);
    await page.getByLabel('Show by').selectOption('15-minute');
    await page.getByTestId('interval-show').click();
    await expect(page.getByTestId('interval-table-count')).toHaveText(/^\d,\d{3} rows/);
    await scrollIntervalTable(page);
    await page.screenshot({ path: test.info().outputPath('usage-table-1280.png') });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoPageScroll(page, 'usage at 360 px');
    await expect(page.getByTestId('interval-table-count')).toHaveText(/rows/);
    // The screen outlives the change of layout, so the table keeps the customer's place (the
    // Page Down that ended the desktop pass); Home takes it back to the top for the phone pass.
    const region = page.getByRole('region', { name: /Smart meter usage/ });
    expect(await region.evaluate((box) => box.scrollTop)).toBeGreaterThan(200);
    // Start, kWh and Estimated all fit: the estimate flag needs no sideways scroll.
    await expectFitsSideways(region);
    await region.focus();
    await page.keyboard.press('Home');
    await scrollIntervalTable(page);
    await expectAxeClean(page, 'usage table at 360 px');
    await page.screenshot({ path: test.info().outputPath('usage-table-360.png') });
  });

  test('all three screens in Spanish', async ({ page }) => {
    test.setTimeout(90_000);
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
    // The longer Spanish actions ("¿Por qué cambió?", "Verificar esta factura", "PDF") wrap
    // inside each statement's card on a phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectControlsInsideCards(page, 'statements-table');
    await expectNoPageScroll(page, 'billing es at 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('hmenu-usage').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consumo');
    await expect(page.getByTestId('interval-chart').locator('canvas')).toBeVisible();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('usage-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/^consumo-daily-/);
    expect(readFileSync((await csv.path())!, 'utf8').split('\r\n')[0]).toBe(
      '\ufeffInicio,Consumo (kWh),Estimado',
    );
    await expect(page.getByTestId('interval-table-count')).toHaveText(/^30 filas; desplácese/);
    await page.getByLabel('Ver por').selectOption('15-minute');
    await page.getByTestId('interval-show').click();
    await expect(page.getByTestId('interval-table-count')).toHaveText(/^\d[.,]?\d{3} filas/);
    await scrollIntervalTable(page);
    await expectAxeClean(page, 'usage es');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectFitsSideways(page.getByRole('region', { name: 'Consumo del medidor inteligente' }));
  });
});
