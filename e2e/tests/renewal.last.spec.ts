import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll } from './support.ts';

/**
 * Issue 15, renewal in the portal. A `.last` journey: it renews demo's Houston power and
 * cliente's service for good (a scheduled renewal is not offered again).
 */

async function signInAt(page: Page, origin: string, userName: string) {
  await page.goto(`${origin}/login`);
  await page.locator('#username').fill(userName);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText(userName);
}

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
/** The first amount a sentence states, in cents. */
const amountIn = (text: string) => cents(/\$\s?[\d,.]*\d/.exec(text.replace(/[\u2066\u2069]/g, ''))![0]);
/** The yearly cost the "if you do nothing" line states, in cents. */
const stayCents = async (page: Page) => amountIn((await page.getByTestId('renew-stay').textContent())!);

test('demo renews its Houston power from the contract alert on Home to the cheapest offer (1280 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '', 'demo');
  // The second enrollment: Houston power, on a contract that ends within the notice window.
  await page.getByTestId('enrollment-selector').click();
  await page.getByTestId('enrollment-menu').locator('[data-testid^="enrollment-option-"]').nth(1).click();
  const alert = page.getByTestId('renewal-alert');
  await expect(alert).toContainText('days left');
  await expect(alert).toContainText('Your contract ends soon. Renew now');
  await expectAxeClean(page, 'Home with the renewal alert');
  await alert.getByTestId('renewal-alert-renew').click();

  await expect(page).toHaveURL(/\/service\/renew$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renew your plan');
  await expect(page.getByTestId('renew-countdown')).toContainText('days left');
  const offers = page.getByTestId('renew-offer');
  await expect(offers).toHaveCount(2);
  await expect(page.getByTestId('renew-stay')).toContainText('Brightline Flex Monthly');
  await expectAxeClean(page, 'renewal offers');

  // The cheapest comes first; its months, opened, add up to its yearly figure.
  const first = offers.first();
  const annual = (await first.getByTestId('renew-annual').textContent())!;
  const second = (await offers.nth(1).getByTestId('renew-annual').textContent())!;
  expect(cents(annual)).toBeLessThanOrEqual(cents(second));
  await first.getByText('How we worked it out').click();
  const monthCosts = await first.locator('td[data-column="cost"] .rt-value').allTextContents();
  expect(monthCosts).toHaveLength(12);
  expect(monthCosts.reduce((sum, text) => sum + cents(text), 0)).toBe(cents(annual));
  // Renewing to it is cheaper than staying, by the figures on the screen: the saving said is
  // the month-to-month cost less the offer's.
  const stay = await stayCents(page);
  expect(cents(annual)).toBeLessThan(stay);
  await expect(first.getByTestId('renew-saving')).toContainText('a year less than staying month to month');
  expect(amountIn((await first.getByTestId('renew-saving').textContent())!)).toBe(stay - cents(annual));
  await expectAxeClean(page, 'renewal offers, months open');
  // Scrolled as a customer does: wheel down, then keys back up.
  await page.mouse.wheel(0, 900);
  await page.keyboard.press('Home');
  const planName = (await first.getByTestId('renew-offer-name').textContent())!;
  await first.getByTestId('renew-choose').click();

  // The review survives a reload; Back returns to the offers, Forward to the review.
  const review = page.getByTestId('renew-review');
  await expect(review).toContainText(planName);
  await page.reload();
  await expect(review).toContainText(planName);
  await expect(review.getByTestId('renew-documents').getByRole('link')).toHaveCount(3);
  await page.goBack();
  await expect(offers).toHaveCount(2);
  await page.goForward();
  await expect(review).toBeVisible();
  const confirm = review.getByTestId('renew-confirm');
  await expect(confirm).toBeDisabled();
  await expectAxeClean(page, 'renewal review');
  await review.getByLabel(/I have read and accept/).check();
  await confirm.click();

  const pending = page.getByTestId('renew-pending');
  await expect(pending).toContainText(`Renewed: ${planName}`);
  await expectAxeClean(page, 'renewed');
  await page.reload();
  await expect(pending).toContainText(planName);

  // Home says when it starts instead of counting down; the timeline lists it.
  await pending.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByTestId('renewal-scheduled')).toContainText(planName);
  await expect(page.getByTestId('renewal-alert')).toHaveCount(0);
  await expect(page.getByTestId('home-renew')).toHaveCount(0);
  await expect(page.getByTestId('timeline-renewal')).toContainText(planName);
});

test('cliente renews in Spanish on a phone (360 px)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const origin = (baseURL ?? '').replace('localhost', 'voltio.localhost');
  await signInAt(page, origin, 'cliente');
  await page.getByTestId('home-renew').click();
  await expect(page).toHaveURL(/\/service\/renew$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renovar su plan');
  // Voltio Verde 24 requires autopay, which cliente does not use: one offer.
  const offers = page.getByTestId('renew-offer');
  await expect(offers).toHaveCount(1);
  await expect(offers.first()).toContainText('Voltio Fijo 12');
  await expect(page.getByTestId('renew-stay')).toContainText('Voltio Libre Mensual');
  // Cheaper than staying, by the figures shown.
  const annual = cents((await offers.first().getByTestId('renew-annual').textContent())!);
  const stay = await stayCents(page);
  expect(annual).toBeLessThan(stay);
  await expect(offers.first().getByTestId('renew-saving')).toContainText(
    'al año menos que quedarse mes a mes',
  );
  expect(amountIn((await offers.first().getByTestId('renew-saving').textContent())!)).toBe(stay - annual);
  await expectNoPageScroll(page, 'ofertas');
  await expectAxeClean(page, 'ofertas');
  await offers.first().getByTestId('renew-choose').click();
  const review = page.getByTestId('renew-review');
  await expect(review).toContainText('Revise y acepte Voltio Fijo 12');
  await expectNoPageScroll(page, 'revisión');
  await review.getByLabel(/He leído y acepto/).check();
  await expectAxeClean(page, 'revisión');
  await review.getByTestId('renew-confirm').click();
  await expect(page.getByTestId('renew-pending')).toContainText('Renovado: Voltio Fijo 12');
  await expectNoPageScroll(page, 'renovado');
  await expectAxeClean(page, 'renovado');
});
