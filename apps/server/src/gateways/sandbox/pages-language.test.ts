import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

/** Issue 10 §5: the hosted pages sit in the portal's iframe, so they speak the customer's language. */
let t: TestApp;
let cliente: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  cliente = await t.login('cliente');
});
afterAll(() => t.close());

async function pageToken(paymentType: 0 | 1 | 2 = 1): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/payments/payment-profile/hosted-profile-page-token/${cliente.customerId}`,
    headers: cliente.headers,
    payload: {
      iFrameCommunicatorUrl: 'http://localhost/payments/iframe-communicator',
      saveButtonText: 'Guardar',
      paymentType,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The words a reader sees: tags, attributes and the page's script and style taken out. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('sandbox hosted pages', () => {
  it('show the form in Spanish for ?lang=es, and keep the language when a save is refused', async () => {
    const token = await pageToken();
    const form = await post('/sandbox-gateway/customer/addPayment?lang=es', { token });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<html lang="es">');
    const words = visibleText(form.body);
    for (const spanish of ['Datos de pago', 'Tarjeta de crédito', 'Número de tarjeta', 'Cancelar'])
      expect(words).toContain(spanish);
    for (const english of ['Payment details', 'Card number', 'Bank account', 'Cancel', 'Checking'])
      expect(words).not.toMatch(new RegExp(`\\b${english}\\b`));
    expect(form.body).toContain('action="save?lang=es"');
    const bank = visibleText(
      (await post('/sandbox-gateway/customer/addPayment?lang=es', { token: await pageToken(2) })).body,
    );
    for (const spanish of [
      'Cuenta bancaria',
      'Número de ruta bancaria',
      'Tipo de cuenta',
      'Cheques',
      'Ahorros',
    ])
      expect(bank).toContain(spanish);
    expect(bank).not.toMatch(/Checking|Savings|Routing/);

    const refused = await post('/sandbox-gateway/customer/save?lang=es', {
      token,
      method: '1',
      cardNumber: '4111111111111112',
      expiry: '13/29',
      cvv: '1',
      cardName: '',
      zip: 'x',
    });
    expect(refused.statusCode).toBe(422);
    const errors = visibleText(refused.body);
    expect(errors).toContain('Ingrese un número de tarjeta válido.');
    // The holder's name is asked for by its own field (it once went unshown).
    expect(refused.body).toContain('id="cardName-error"');
    expect(errors).toContain('Ingrese el nombre que figura en la tarjeta.');
    expect(errors).not.toMatch(/\bEnter\b/);
  });

  it('stays in English without a language, and words an expired form in the asked language', async () => {
    const token = await pageToken();
    const form = await post('/sandbox-gateway/customer/addPayment', { token });
    expect(form.body).toContain('<html lang="en">');
    expect(visibleText(form.body)).toContain('Payment details');
    const expired = await post('/sandbox-gateway/customer/addPayment?lang=es', { token: 'no-such-token' });
    expect(expired.statusCode).toBe(403);
    expect(visibleText(expired.body)).toContain('Este formulario de pago ha caducado.');
  });
});
