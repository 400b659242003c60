import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll } from './support.ts';

/**
 * Issue 15, re-enrolment and reinstatement in the portal. A `.last` journey: `former`
 * enrols again at the Plano house (a new pending service) and reinstates the Houston
 * apartment (its drop cancelled), for good.
 */

async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('#username').fill('former');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar-username')).toContainText('former');
}

/** Picks a service by its ESIID: the older one first where the premise has two. */
async function pick(page: Page, esiid: string) {
  await page.getByTestId('enrollment-selector').click();
  await page
    // A menu at 1280 px, a dialog at 360 px.
    .locator('[data-testid="enrollment-menu"], [data-testid="enrollment-modal"]')
    .locator('[data-testid^="enrollment-option-"]')
    .filter({ hasText: esiid })
    .first()
    .click();
}

const HOUSE = '10443720061402750';
const APARTMENT = '10089010055020771';
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test('former enrols again at the Plano house on the winback offer, then sees the new service pending (1280 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await pick(page, HOUSE);
  await expect(page.getByTestId('home-reinstate')).toBeVisible();
  await page.getByTestId('home-reenroll').click();

  await expect(page).toHaveURL(/\/service\/reenroll$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enroll again');
  await expect(page.getByTestId('reenroll-intro')).toContainText('6140 Coit Rd');
  await expect(page.getByTestId('reenroll-start')).toContainText('last 12 bills');
  await expect(page.getByTestId('reenroll-monthly')).toContainText('Brightline Flex Monthly');
  const offers = page.getByTestId('renew-offer');
  await expect(offers).toHaveCount(2);
  // The winback offer is the best-priced one, marked once.
  await expect(page.getByTestId('reenroll-winback')).toHaveCount(1);
  const first = offers.first();
  await expect(first.getByTestId('reenroll-winback')).toHaveText('Welcome-back offer');
  const annual = (await first.getByTestId('renew-annual').textContent())!;
  expect(cents(annual)).toBeLessThanOrEqual(
    cents((await offers.nth(1).getByTestId('renew-annual').textContent())!),
  );
  await expectAxeClean(page, 're-enrol offers');
  const planName = (await first.getByTestId('renew-offer-name').textContent())!;
  await first.getByTestId('renew-choose').click();

  const review = page.getByTestId('renew-review');
  await expect(review).toContainText(planName);
  await expect(review.getByTestId('renew-documents').getByRole('link')).toHaveCount(3);
  const confirm = review.getByTestId('renew-confirm');
  await expect(confirm).toHaveText('Enroll now');
  await expect(confirm).toBeDisabled();
  await review.getByLabel(/I have read and accept/).check();
  await expectAxeClean(page, 're-enrol review');
  await page.screenshot({ path: '/tmp/reenroll-review.png', fullPage: true });
  await confirm.click();

  // Home opens on the new service: pending, its timeline saying when it starts.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('timeline-change-re_enroll')).toContainText(
    'Enrolled again: service here starts on',
  );
  await expect(page.getByTestId('timeline-requested')).toBeVisible();
  await expect(page.getByTestId('home-reenroll')).toHaveCount(0);
  await expect(page.locator('main')).toContainText(planName);
  await expect(page.locator('main')).toContainText('Pending switch');
  await expectAxeClean(page, 'Home after re-enrolling');
  await page.screenshot({ path: '/tmp/reenroll-home.png', fullPage: true });

  // The ended service can no longer be enrolled again: its premise has a service coming.
  await page.goto('/service/reenroll');
  await pick(page, HOUSE);
  await expect(page.getByTestId('reenroll-refused')).toBeVisible();
});

test('es a 360 px: former restablece el servicio del apartamento antes de que termine', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-es').click();
  await pick(page, APARTMENT);
  await expect(page.getByTestId('home-cancel')).toHaveCount(0);
  await page.getByTestId('home-reinstate').click();

  await expect(page).toHaveURL(/\/service\/reinstate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restablecer su servicio');
  await expect(page.getByTestId('reinstate-explanation')).toContainText('programado para terminar');
  await expect(page.getByTestId('reinstate-plan')).toHaveText('Brightline Saver 12');
  await expectNoPageScroll(page, 'restablecer');
  await expectAxeClean(page, 'restablecer');
  await page.screenshot({ path: '/tmp/reenroll-reinstate-es.png', fullPage: true });
  await page.getByTestId('reinstate-confirm').click();
  const done = page.getByTestId('reinstate-done');
  await expect(done).toContainText('Su servicio fue restablecido');
  await expectAxeClean(page, 'restablecido');
  await done.getByRole('link').click();

  await expect(page.getByTestId('timeline-change-reinstatement')).toContainText(
    'Restablecido con el mismo plan',
  );
  await expect(page.getByTestId('home-reinstate')).toHaveCount(0);
  await expect(page.getByTestId('home-cancel')).toBeVisible();
  await expectNoPageScroll(page, 'inicio');
  await expectAxeClean(page, 'inicio tras restablecer');
});
