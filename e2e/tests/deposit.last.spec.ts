import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAxeClean, signIn } from './support.ts';

/**
 * Issue 10 §7: "Pay deposit ($ 150.00)" led to a payment page that never mentioned the deposit.
 * It now opens the deposit: the page says so, the amount is what is still due, and the
 * payment goes out with isDepositPayment. A `.last` journey: it pays newbie's deposit for good.
 */
test('Pay deposit opens a deposit payment that pays it in two parts', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'newbie', DEMO_PASSWORD);
  await page.getByTestId('home-pay-deposit').click();
  await expect(page).toHaveURL(/\/payment\?pay=deposit$/);
  await expect(page.getByTestId('make-payment-title')).toHaveText('Pay your deposit');
  await expect(page.getByTestId('deposit-intro')).toContainText('150.00');

  // newbie has no stored method: add a card on the gateway's hosted form first.
  await page.getByRole('button', { name: 'Add payment method' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add payment' });
  const form = page.frameLocator('iframe[name="payment-gateway-frame"]');
  await form.locator('#cardNumber').fill('4111 1111 1111 1111');
  await form.locator('#expiry').fill('12/30');
  await form.locator('#cvv').fill('123');
  await form.locator('#cardName').fill('Riley Newman');
  await form.locator('#zip').fill('76110');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const amount = page.getByLabel('Deposit amount');
  await expect(amount).toHaveValue('150.00');
  await expectAxeClean(page, 'deposit payment');
  await amount.fill('50.00');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('payment-review')).toContainText('Review your deposit payment');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/v2/payments/pay') && r.method() === 'POST'),
    page.getByTestId('pay-confirm').click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ isDepositPayment: true, amount: 50 });
  await expect(page.getByText(/Deposit payment of \$\s50\.00 received/)).toBeVisible();
  await expect(page.getByTestId('receipt-thanks')).toContainText('deposit payment');
  await page.getByTestId('receipt-back').click();
  // What is left of the deposit comes back from the server.
  await expect(page.getByTestId('deposit-intro')).toContainText('100.00');
  await expect(amount).toHaveValue('100.00');

  await page.getByTestId('pay-button').click();
  await page.getByTestId('pay-confirm').click();
  await expect(page.getByText(/Deposit payment of \$\s100\.00 received/)).toBeVisible();
  await page.getByTestId('receipt-back').click();
  await expect(page.getByTestId('make-payment-title')).toHaveText('Make a payment');
  await page.goto('/');
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  await expect(page.getByTestId('home-pay-deposit')).toHaveCount(0);
});
