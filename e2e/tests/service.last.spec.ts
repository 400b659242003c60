import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

/** A date `days` after today in Texas, the market's "today". */
function marketDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How a `YYYY-MM-DD` date reads on screen (spec §9): month/day/year in English, else day/month/year. */
function shownDate(date: string, language: 'en' | 'es'): string {
  const [y, m, d] = date.split('-');
  return language === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// The "MZ" header of a Windows executable, named as if it were a PDF.
const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(256)]);

test.describe('service changes', () => {
  test('switch to paperless and back; the choice persists after reload', async ({ page }) => {
    await signIn(page, 'solo', DEMO_PASSWORD);
    await page.getByTestId('home-paperless').click();
    await expect(page).toHaveURL(/\/service\/paperless$/);
    await expectAxeClean(page, 'paperless');
    for (const [id, text] of [
      ['delivery-1', 'Paper bill by mail'],
      ['delivery-2', 'By e-mail (paperless)'],
    ] as const) {
      await page.locator(`#${id}`).check();
      await page.getByTestId('delivery-save').click();
      await expect(page.getByText('Your bill delivery method was changed.')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('delivery-current')).toContainText(text);
    }
  });

  test('credit letter: a renamed .exe is refused, a PDF is uploaded and shown pending', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, 'solo', DEMO_PASSWORD);
    await page.goto('/service/credit-letter');
    await expect(page.getByTestId('letter-status')).toHaveText('You have no credit letter pending review.');
    const input = page.locator('#letter-file');
    await input.setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: exe });
    await page.getByTestId('letter-submit').click();
    await expect(page.getByTestId('letter-error')).toContainText('not a PDF, PNG or JPEG');
    await input.setInputFiles({ name: 'carta-crédito.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('letter-submit').click();
    await expect(page.getByTestId('letter-uploaded')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('letter-status')).toContainText('carta-crédito.pdf');
    await expect(page.getByTestId('letter-status')).toContainText('pending review');
    await expectAxeClean(page, 'credit letter');
    await expectNoPageScroll(page, 'credit letter');
  });

  test('cliente (es) cancels service after the early-termination-fee warning', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${(baseURL ?? '').replace('localhost', 'voltio.localhost')}/login`);
    await page.locator('#username').fill('cliente');
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-cancel').click();
    await expect(page.getByRole('heading', { name: 'Cancelar servicio' })).toBeVisible();
    await expect(page.getByTestId('drop-etf')).toContainText(/cancelación anticipada de \$\s?150\.00/);
    await expectAxeClean(page, 'drop');
    await expectNoPageScroll(page, 'drop');

    // Outside the allowed window: refused before anything is sent.
    await page.locator('#drop-reason').selectOption({ index: 1 });
    await page.locator('#drop-date').fill(marketDate(400));
    await page.getByTestId('drop-review').click();
    await expect(page.getByTestId('drop-error')).toContainText('Elija una fecha');

    const date = marketDate(10);
    await page.locator('#drop-date').fill(date);
    await page.getByTestId('drop-review').click();
    await expect(page.getByRole('dialog')).toContainText(shownDate(date, 'es'));
    await expectAxeClean(page, 'drop confirmation');
    await page.getByTestId('drop-confirm').click();
    await expect(page.getByTestId('drop-done')).toContainText(shownDate(date, 'es'));
  });

  test('solo transfers service to a looked-up ESIID with another billing address and a stored card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, 'solo', DEMO_PASSWORD);
    await page.getByTestId('home-transfer').click();
    await expect(page).toHaveURL(/\/service\/transfer$/);
    await page.getByTestId('transfer-next').click();
    await expect(page.getByTestId('transfer-problems')).toContainText('Find and choose the meter');

    await page.locator('#transfer-state').selectOption({ label: 'Texas' });
    await page.locator('#transfer-county').selectOption({ label: 'Galveston' });
    await page.locator('#transfer-city').selectOption({ label: 'League City' });
    await page.locator('#transfer-street').fill('412 bayr');
    await page.locator('#transfer-zip').fill('77573');
    await page.getByTestId('transfer-lookup').click();
    await page
      .getByTestId('transfer-results')
      .getByLabel(/412 Bayridge Rd, 77573/)
      .check();
    await expect(page.locator('#transfer-street')).toHaveValue('412 Bayridge Rd');
    await expectAxeClean(page, 'transfer address');
    await expectNoPageScroll(page, 'transfer address');
    await page.getByTestId('transfer-next').click();

    const end = marketDate(5);
    await page.locator('#transfer-end').fill(end);
    await page.locator('#transfer-start').fill(marketDate(4));
    await page.getByTestId('transfer-next').click();
    await expect(page.getByTestId('transfer-problems')).toContainText('cannot start before');
    await page.locator('#transfer-start').fill(end);
    await page.locator('#billing-other').check();
    await page.locator('#billing-street').fill('PO Box 42');
    await page.locator('#billing-city').fill('Houston');
    await page.locator('#billing-state').fill('TX');
    await page.locator('#billing-zip').fill('77001');
    await page.locator('#transfer-payment').selectOption({ label: 'MasterCard ending 4444' });
    await expectAxeClean(page, 'transfer details');
    await page.getByTestId('transfer-next').click();

    const review = page.getByTestId('transfer-review');
    await expect(review).toContainText('412 Bayridge Rd, League City, TX 77573');
    await expect(review).toContainText('10400511004120573');
    await expect(review).toContainText('PO Box 42');
    await expect(review).toContainText('MasterCard ending 4444');
    await expect(review).toContainText(shownDate(end, 'en'));
    // Issue 15: the new address's plan and a fresh term beside the current ones, confirmed
    // explicitly before anything is sent.
    const comparison = page.getByTestId('transfer-comparison');
    await expect(comparison).toBeVisible();
    const line = (label: string) => comparison.getByRole('row').filter({ hasText: label });
    await expect(line('Rate')).toContainText('¢/kWh');
    await expect(line('Contract start').locator('[data-column="then"]')).toContainText(shownDate(end, 'en'));
    await expectNoPageScroll(page, 'transfer review');
    await expect(page.getByTestId('transfer-submit')).toBeDisabled();
    await expectAxeClean(page, 'transfer review');
    await page.locator('#transfer-accept').check();
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-done')).toContainText(shownDate(end, 'en'));
    await expectNoPageScroll(page, 'transfer done');

    // Actions follow the state: the moving service offers no second cancel or move, and says why.
    await page.goto('/');
    await expect(page.getByTestId('home-change-blocked')).toContainText('already scheduled to end');
    await expect(page.getByTestId('home-cancel')).toHaveCount(0);
    await expect(page.getByTestId('home-transfer')).toHaveCount(0);
  });
});
