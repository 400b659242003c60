import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { DEMO_PASSWORD, expectAxeClean, signIn } from './support.ts';

/*
 * The posting job moves captured payments into history and the statement summary. On the
 * shared e2e server it runs every 60 s with a random phase, so this journey starts a server
 * of its own whose job runs every second, and waits for the outcome rather than a time.
 */
const port = Number(new URL(baseURL).port) + 1;
let server: OwnServer | undefined;

test.use({ baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(port, { PAYMENTS_POSTING_INTERVAL_SECONDS: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The balance the summary card shows, in cents ("-" is zero, spec §5). */
async function balanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('summary-balance').innerText()).trim();
  if (text === '-') return 0;
  return Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
}

async function readPage(page: Page) {
  await expect(page.getByTestId('summary-balance')).toBeVisible();
  const history = page.getByTestId('payment-history').locator('tbody tr');
  await expect(history.first()).toBeVisible();
  return { balance: await balanceCents(page), rows: await history.count() };
}

test('after paying $25.00 with the stored card, the posting job moves it into history and lowers the balance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'demo', DEMO_PASSWORD);
  await page.goto('/payment');
  const before = await readPage(page);

  const method = page.getByLabel('Payment method', { exact: true }).first();
  const visa = await method.locator('option', { hasText: 'Visa ending 1111' }).innerText();
  await method.selectOption({ label: visa });
  await page.getByLabel('Amount').fill('25.00');
  await page.getByTestId('pay-button').click();
  await page.getByTestId('pay-confirm').click();
  await expect(page.getByText(/Payment of \$\s25\.00 received/)).toBeVisible();
  const confirmation = (await page.getByTestId('receipt-confirmation').innerText()).trim();
  await page.getByTestId('receipt-back').click();

  // Each reload reads what the server holds now; the job runs every second.
  await expect
    .poll(
      async () => {
        await page.reload();
        return readPage(page);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toEqual({ balance: before.balance - 2500, rows: before.rows + 1 });
  const newest = page.getByTestId('payment-history').locator('tbody tr').first();
  await expect(newest).toContainText('$ 25.00');
  await expect(newest).toContainText('Credit card');
  // Issue 14: the posted payment keeps the receipt's confirmation number.
  await expect(newest).toContainText(confirmation);
  await expect(page.getByTestId('summary-last-payment')).toHaveText('$ 25.00');
  await expect(page.getByTestId('pending-payments')).toHaveCount(0);
  await expectAxeClean(page, 'payment page after posting');
});
