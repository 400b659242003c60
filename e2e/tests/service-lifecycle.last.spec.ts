import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

/**
 * Issue 15: a service change can be taken back from Home until its cut-off, and a move shows
 * what changes (plan, rate, contract) before the customer confirms it. Each journey leaves
 * its customer as it found it (the change withdrawn), so later journeys see the seed.
 */

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

/** Home on the brand the customer signed in to (cliente's is voltio.localhost, not the base URL). */
async function goHome(page: Page) {
  await page.goto(new URL('/', page.url()).toString());
}

async function signInCliente(page: Page, baseURL: string | undefined) {
  await page.goto(`${(baseURL ?? '').replace('localhost', 'voltio.localhost')}/login`);
  await page.locator('#username').fill('cliente');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('cliente');
}

/** Cancels service on Home's Cancel, `days` ahead, confirming in the dialog. */
async function dropService(page: Page, days: number) {
  await page.getByTestId('home-cancel').click();
  await page.locator('#drop-reason').selectOption({ index: 1 });
  await page.locator('#drop-date').fill(marketDate(days));
  await page.getByTestId('drop-review').click();
  await page.getByTestId('drop-confirm').click();
  await expect(page.getByTestId('drop-done')).toBeVisible();
}

/** The timeline's lines for changes of one kind; withdrawn ones stay listed, so there may be several. */
function changeLines(page: Page, kind: 'drop' | 'move_out') {
  return page.getByTestId('timeline-card').getByTestId(`timeline-change-${kind}`);
}

/** The one line of `kind` that can still be withdrawn. */
function pendingChange(page: Page, kind: 'drop' | 'move_out') {
  return changeLines(page, kind).filter({ has: page.getByTestId('timeline-withdraw') });
}

/**
 * Withdraws the pending change of `kind` from Home's timeline, confirming in the dialog. The
 * customer may already have withdrawn changes listed (an earlier journey's), so the proof is one
 * more withdrawn line of that kind and none left pending.
 */
async function withdrawFromHome(page: Page, label: string, kind: 'drop' | 'move_out') {
  const withdrawn = changeLines(page, kind).filter({ has: page.getByTestId('timeline-withdrawn') });
  const before = await withdrawn.count();
  await pendingChange(page, kind).getByTestId('timeline-withdraw').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAxeClean(page, `${label} withdraw dialog`);
  await page.getByTestId('withdraw-confirm').click();
  await expect(withdrawn).toHaveCount(before + 1);
  await expect(pendingChange(page, kind)).toHaveCount(0);
}

test('en at 1280 px: solo cancels service, sees it on the timeline and withdraws it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'solo', DEMO_PASSWORD);
  await dropService(page, 10);
  await goHome(page);
  const card = page.getByTestId('timeline-card');
  await expect(pendingChange(page, 'drop')).toContainText(shownDate(marketDate(10), 'en'));
  await expect(card.getByTestId('timeline-ending')).toHaveAttribute('data-reached', 'true');
  await expect(card.getByTestId('timeline-ended')).toContainText(shownDate(marketDate(10), 'en'));
  await expect(card).toContainText(`until ${shownDate(marketDate(8), 'en')}`);
  // While the drop is pending there is nothing to cancel or move again, and Home says why.
  await expect(page.getByTestId('home-cancel')).toHaveCount(0);
  await expect(page.getByTestId('home-change-blocked')).toBeVisible();
  await expectAxeClean(page, 'home with a pending drop');

  await withdrawFromHome(page, 'en', 'drop');
  await expect(page.getByTestId('home-cancel')).toBeVisible();
  await expect(page.getByTestId('home-change-blocked')).toHaveCount(0);
  await page.reload();
  await expect(changeLines(page, 'drop').first().getByTestId('timeline-withdrawn')).toBeVisible();
  await expect(page.getByTestId('timeline-withdraw')).toHaveCount(0);
  await expectAxeClean(page, 'home after the withdrawal');
});

test('es a 360 px: cliente cancela el servicio y lo retira desde Inicio', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInCliente(page, baseURL);
  await dropService(page, 12);
  await goHome(page);
  const card = page.getByTestId('timeline-card');
  await expect(pendingChange(page, 'drop')).toContainText(
    `El servicio termina el ${shownDate(marketDate(12), 'es')}`,
  );
  await expect(card).toContainText(`Puede retirarlo hasta el ${shownDate(marketDate(10), 'es')}`);
  await expectNoPageScroll(page, 'inicio con baja pendiente');
  await withdrawFromHome(page, 'es', 'drop');
  await expect(page.getByText('Se retiró el cambio.')).toBeVisible();
  await expect(page.getByTestId('home-cancel')).toBeVisible();
  await expectAxeClean(page, 'inicio tras retirar');
  await expectNoPageScroll(page, 'inicio tras retirar');
});

test('es a 1280 px: cliente compara y confirma las condiciones de la mudanza, y la retira', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCliente(page, baseURL);
  await page.getByTestId('home-transfer').click();
  await page.locator('#transfer-state').selectOption({ label: 'Texas' });
  // Voltio sells in CenterPoint's area: Houston, a premise of the ESIID lookup.
  await page.locator('#transfer-county').selectOption({ label: 'Harris' });
  await page.locator('#transfer-city').selectOption({ label: 'Houston' });
  await page.locator('#transfer-street').fill('2317 harv');
  await page.locator('#transfer-zip').fill('77008');
  await page.getByTestId('transfer-lookup').click();
  await page
    .getByTestId('transfer-results')
    .getByLabel(/2317 Harvard St, 77008/)
    .check();
  await page.getByTestId('transfer-next').click();
  // Three days between move-out and move-in: said before the review.
  await page.locator('#transfer-end').fill(marketDate(10));
  await page.locator('#transfer-start').fill(marketDate(14));
  await expect(page.getByTestId('transfer-gap')).toContainText('No tendrá servicio durante 3 días');
  await page.getByTestId('transfer-next').click();

  const comparison = page.getByTestId('transfer-comparison');
  const line = (label: string) => comparison.getByRole('row').filter({ hasText: label });
  await expect(line('Tarifa').locator('[data-column="now"]')).toContainText('¢/kWh');
  await expect(line('Tarifa').locator('[data-column="then"]')).toContainText('¢/kWh');
  await expect(line('Inicio del contrato').locator('[data-column="then"]')).toContainText(
    shownDate(marketDate(14), 'es'),
  );
  await expect(page.getByTestId('transfer-gap')).toBeVisible();
  await expect(page.getByTestId('transfer-submit')).toBeDisabled();
  await expectAxeClean(page, 'revisión de la mudanza');
  await page.locator('#transfer-accept').check();
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-done')).toBeVisible();

  await goHome(page);
  await expect(pendingChange(page, 'move_out')).toContainText('2317 Harvard St');
  await withdrawFromHome(page, 'es mudanza', 'move_out');
  await expect(page.getByTestId('home-transfer')).toBeVisible();
});
