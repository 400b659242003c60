import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

/*
 * Bill-to-date, projected bill and budget alerts (issue 12 §4–§6). The alert comes from a job,
 * so this journey starts a server of its own whose budget alerts job runs every second, and
 * waits for the notification in the bell rather than a time.
 */
const port = Number(new URL(baseURL).port) + 1;
let server: OwnServer | undefined;

test.use({ baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(port, { BUDGET_ALERTS_INTERVAL_SECONDS: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

/** "$ 1,234.56" → dollars. */
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const cases = [
  { language: 'en', width: 1280, title: 'This cycle so far', projected: 'Projected bill on' },
  { language: 'es', width: 360, title: 'Este ciclo hasta hoy', projected: 'Factura proyectada al' },
  { language: 'en', width: 360, title: 'This cycle so far', projected: 'Projected bill on' },
  { language: 'es', width: 1280, title: 'Este ciclo hasta hoy', projected: 'Factura proyectada al' },
];

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
}

test('demo sees bill-to-date and the projection on Home, sets a budget below it, and the alert reaches the bell', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo', DEMO_PASSWORD);
  for (const c of cases) {
    const label = `${c.language} ${c.width}`;
    await page.setViewportSize({ width: c.width, height: 900 });
    await page.goto(`/?lng=${c.language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);
    const card = page.getByTestId('projection-card');
    await expect(card.getByRole('heading', { name: c.title })).toBeVisible();
    await expect(card.getByText(c.projected)).toBeVisible();
    expect(dollars(await card.getByTestId('bill-to-date').innerText())).toBeGreaterThan(0);
    const projected = dollars(await card.getByTestId('projected-bill').innerText());
    expect(projected).toBeGreaterThan(dollars(await card.getByTestId('bill-to-date').innerText()));
    await expect(card.getByTestId('projection-chart')).toBeVisible();
    // Demo's Green plan has a $30 credit at 1,000 kWh: one sentence says where it stands.
    await expect(card.getByTestId('projection-credit')).toContainText('$ 30.00');
    // The card's figures stay within a 360 px screen.
    const box = (await card.getByTestId('projected-bill').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(c.width);
    await expectNoPageScroll(page, `home ${label}`);
    await expectAxeClean(page, `home ${label}`);
  }

  // A budget $10 below the likely bill: the card says so at once, and the job alerts.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=en');
  const card = page.getByTestId('projection-card');
  const projected = dollars(await card.getByTestId('projected-bill').innerText());
  const budget = Math.floor(projected) - 10;
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  const before = await unreadCount(page);
  await card.getByLabel('Monthly budget').fill('abc');
  await card.getByRole('button', { name: 'Save budget' }).click();
  await expect(card.getByTestId('budget-status')).toContainText('Enter an amount from $1 to $10,000');
  await card.getByLabel('Monthly budget').fill(String(budget));
  await card.getByRole('button', { name: 'Save budget' }).click();
  await expect(card.getByTestId('budget-status')).toHaveText('Budget saved.');
  // Figures sit in invisible left-to-right isolates (\W) so RTL never reorders them.
  await expect(card.getByTestId('budget-verdict')).toContainText(
    new RegExp(`over your budget of \\W*\\$\\s${budget}\\.00`),
  );

  // Each reload asks the server for unread notifications; the job runs every second.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByTestId('projection-card').getByTestId('budget-verdict')).toBeVisible();
        return unreadCount(page);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeGreaterThan(before);
  await page.getByTestId('notification-bell').click();
  const menu = page.getByTestId('notification-menu');
  await expect(menu.getByText('Your bill may go over your budget')).toBeVisible();
  await expectAxeClean(page, 'bell with the budget alert');

  // The budget survives a reload, and Usage shows the same card.
  await page.keyboard.press('Escape');
  await page.getByTestId('shortcut-usage').click();
  const usageCard = page.getByTestId('projection-card');
  await expect(usageCard.getByTestId('projected-bill')).toHaveText(`$ ${projected.toFixed(2)}`);
  await expect(usageCard.getByLabel('Monthly budget')).toHaveValue(`${budget}.00`);
  await expectAxeClean(page, 'usage with the projection');
});

test('the card reads well in dark mode and right-to-left at 360 px, on Home and Usage', async ({ page }) => {
  test.setTimeout(120_000);
  // Appearance as the customizer stores it (customizer-storage.ts), before the app starts.
  await page.addInitScript(() =>
    localStorage.setItem('customizer', JSON.stringify({ theme: 'dark', direction: 'rtl' })),
  );
  await page.setViewportSize({ width: 360, height: 900 });
  await signIn(page, 'demo', DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const path of ['/', '/usage']) {
    await page.goto(path);
    const card = page.getByTestId('projection-card');
    await expect(card.getByTestId('projection-chart')).toBeVisible();
    // "206 kWh" stays one left-to-right figure inside the right-to-left sentence.
    await expect(card.getByTestId('projection-basis')).toContainText(/\u2066[\d,]+\skWh\u2069/);
    await expectNoPageScroll(page, `${path} dark rtl`);
    await expectAxeClean(page, `${path} dark rtl`);
  }
});
