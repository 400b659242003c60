import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectNoPageScroll, signIn } from './support.ts';

/**
 * Issue 10 §4: at 360 px every key figure (amount, balance, kWh) and every action (PDF, Pay)
 * is on screen without sideways scrolling. Tables turn into one card per row below 768 px
 * (components/ui/responsive-table.tsx); this walks each screen and measures.
 */
const PHONE = { width: 360, height: 800 };

async function expectInsideWidth(page: Page, target: Locator, label: string): Promise<void> {
  // Only the horizontal extent matters: no need to scroll the element into view first.
  await expect(target, label).toBeVisible();
  // Just after a resize the top bar may swap the element for its other layout's copy, so the
  // box is asked for until there is one (a null box failed once on a fresh server).
  await expect.poll(() => target.boundingBox(), { message: label }).not.toBeNull();
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, label).not.toBeNull();
  expect(box!.x, `${label} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label} ends inside the viewport`).toBeLessThanOrEqual(width);
}

/** The value of a column in the first card of a table (the label beside it is decoration). */
function firstCell(page: Page, table: string, column: string): Locator {
  return page.getByTestId(table).locator(`tbody tr >> nth=0 >> td[data-column="${column}"] .rt-value`);
}

test.describe('phone first at 360 px', () => {
  test.use({ viewport: PHONE });

  test('each screen shows its key figures and actions inside the viewport', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'demo', DEMO_PASSWORD);
    await expectInsideWidth(page, page.getByTestId('top-bar-logo'), 'logo in the top bar');

    await expectInsideWidth(page, page.getByTestId('summary-balance'), 'home balance');
    await expectInsideWidth(page, page.getByTestId('summary-next-due'), 'home due date');
    await expectInsideWidth(page, page.getByTestId('home-pay'), 'home Pay');

    await page.goto('/billing');
    await expect(page.getByTestId('statements-table').locator('tbody tr')).toHaveCount(24);
    for (const column of ['amount', 'balance']) {
      await expectInsideWidth(page, firstCell(page, 'statements-table', column), `statement ${column}`);
    }
    await expectInsideWidth(page, page.getByTestId('statement-download').first(), 'statement PDF');
    for (const column of ['total', 'tax', 'customer_Charge']) {
      await expectInsideWidth(page, firstCell(page, 'charges-table', column), `charge ${column}`);
    }
    // The sort buttons stay reachable above the cards.
    await expectInsideWidth(page, page.getByRole('button', { name: /Total/ }), 'charges sort by total');
    await expectNoPageScroll(page, 'billing at 360 px');

    await page.goto('/payment');
    await expectInsideWidth(page, firstCell(page, 'payment-history', 'amount'), 'payment history amount');
    await expectInsideWidth(page, page.getByTestId('pay-button'), 'Pay now');
    await expectNoPageScroll(page, 'payment at 360 px');

    await page.goto('/usage');
    await expect(page.getByTestId('monthly-table').locator('tbody tr')).toHaveCount(24);
    await expectInsideWidth(page, firstCell(page, 'monthly-table', 'usage'), 'monthly kWh');
    await expectInsideWidth(page, firstCell(page, 'monthly-table', 'charge'), 'monthly charges');
    // The interval table is windowed (issue 18): it announces every row and draws those in view.
    await expect(page.getByTestId('interval-table-count')).toHaveText(/^30 rows/);
    const firstInterval = page.getByTestId('interval-table').locator('tbody tr[aria-rowindex="2"] td');
    await expectInsideWidth(page, firstInterval.nth(1), 'interval kWh');
    await expectNoPageScroll(page, 'usage at 360 px');
  });

  test('a new customer sees the deposit to pay, and where to pay it, on a phone', async ({ page }) => {
    await signIn(page, 'newbie', DEMO_PASSWORD);
    await expectInsideWidth(page, page.getByTestId('home-pay-deposit'), 'Home Pay deposit');
    await page.getByTestId('home-pay-deposit').click();
    await expectInsideWidth(page, page.getByTestId('deposit-intro'), 'deposit explanation');
    await expectNoPageScroll(page, 'deposit payment at 360 px');
  });

  test('wide screens keep the ordinary table, with its header row', async ({ page }) => {
    await signIn(page, 'demo', DEMO_PASSWORD);
    await page.goto('/billing');
    const table = page.getByTestId('statements-table');
    await expect(table.locator('thead')).not.toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(table.locator('thead th').first()).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    // A card label is only for the phone layout.
    await expect(table.locator('.rt-label').first()).toBeHidden();
  });
});

test('the brand logo is in the top bar at every width', async ({ page }) => {
  await signIn(page, 'demo', DEMO_PASSWORD);
  for (const width of [360, 575, 576, 768, 1199, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectInsideWidth(page, page.getByTestId('top-bar-logo'), `logo at ${width} px`);
  }
});
