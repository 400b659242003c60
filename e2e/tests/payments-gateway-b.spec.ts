import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expectAxeClean, expectNoPageScroll, signIn } from './support.ts';

/*
 * Voltio contracted gateway B (a brand override of `payment_gateway` in the seed): one
 * hosted form per payment type, chosen with the Credit Card / Bank Account radio pair,
 * save actions `ccSaveSuccess` / `achSaveSuccess`. cliente is Voltio's Spanish customer.
 */
test.use({ baseURL: baseURL.replace('localhost', 'voltio.localhost') });

const gatewayForm = (page: Page) => page.frameLocator('iframe[name="payment-gateway-frame"]');

async function openAddModal(page: Page) {
  await page.getByRole('button', { name: 'Agregar método de pago' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agregar pago' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('cliente stores a bank account through the type radio and a card, both on gateway B', async ({
  page,
}) => {
  // Two hosted-form saves, an edit and two axe scans: longer than one default test budget.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'cliente', DEMO_PASSWORD);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();

  // Bank account: the radio reloads the hosted form with the bank fields only.
  let dialog = await openAddModal(page);
  const card = dialog.getByRole('radio', { name: 'Tarjeta de crédito' });
  const bank = dialog.getByRole('radio', { name: 'Cuenta bancaria' });
  await expect(card).toBeChecked();
  await expect(gatewayForm(page).locator('#cardNumber')).toBeVisible();
  await expectAxeClean(page, 'gateway B card form');
  // Keyboard: arrow keys move within the radio group, as screen-reader users expect.
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(bank).toBeChecked();
  await expect(gatewayForm(page).locator('#routingNumber')).toBeVisible();
  await expect(gatewayForm(page).locator('#cardNumber')).toHaveCount(0);
  await gatewayForm(page).locator('#routingNumber').fill('021000021');
  await gatewayForm(page).locator('#accountNumber').fill('987654321');
  await gatewayForm(page).locator('#bankName').fill('María González');
  await gatewayForm(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Método de pago guardado.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const methods = page.getByTestId('payment-methods');
  await expect(methods).toContainText('Cuenta de cheques terminada en 4321');

  // Card: the form opens on the card type (spec §4 default) and saves with ccSaveSuccess.
  dialog = await openAddModal(page);
  await expect(dialog.getByRole('radio', { name: 'Tarjeta de crédito' })).toBeChecked();
  await gatewayForm(page).locator('#cardNumber').fill('4111 1111 1111 1111');
  await gatewayForm(page).locator('#expiry').fill('12/30');
  await gatewayForm(page).locator('#cvv').fill('123');
  await gatewayForm(page).locator('#cardName').fill('María González');
  await gatewayForm(page).locator('#zip').fill('78412');
  await gatewayForm(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(methods).toContainText('Visa terminada en 1111');
  await expect(methods).toContainText('Cuenta de cheques terminada en 4321');

  // Both stay after a reload: the server stored them, not just the page.
  await page.reload();
  await expect(methods).toContainText('Visa terminada en 1111');
  await expect(methods).toContainText('Cuenta de cheques terminada en 4321');

  // Editing the bank account opens gateway B's bank form (no type choice); Cancel closes it.
  await methods
    .locator('.list-group-item')
    .filter({ hasText: 'Cuenta de cheques terminada en 4321' })
    .getByRole('button', { name: 'Editar' })
    // A retry on the same database finds the account from the first attempt too.
    .first()
    .click();
  dialog = page.getByRole('dialog', { name: 'Editar pago' });
  await expect(gatewayForm(page).locator('#routingNumber')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await gatewayForm(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expectAxeClean(page, 'payment page with gateway B methods');
  await expectNoPageScroll(page, 'payment page at 360 px');
});
