import { apiError, paymentMethod } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paymentProfiles, sandboxPaymentProfiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import {
  addThroughSandbox,
  hostedPage,
  methodsOf,
  postForm,
  relayedMessage,
  SANDBOX_SAVE,
  VISA_OK,
} from '../../test/payment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let newbie: TestSession;
let cliente: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo, newbie, cliente] = await Promise.all([
    t.login('demo'),
    t.login('solo'),
    t.login('newbie'),
    t.login('cliente'),
  ]);
});
afterAll(() => t.close());

const tokenUrl = (customerId: number) =>
  `/v2/payments/payment-profile/hosted-profile-page-token/${customerId}`;

describe('GET /v2/payments/payment-profile/by-customer/:customerId', () => {
  it('lists demo’s card and bank account, masked, with the autopay marker', async () => {
    const methods = z.array(paymentMethod).parse(await methodsOf(t, demo));
    expect(methods.map((m) => m.paymentTypeId)).toEqual([1, 2]);
    expect(methods[0]).toMatchObject({
      cardType: 'Visa',
      cardNumber: 'XXXX1111',
      defaultPaymentProfile: true,
      autoPayMethod: true,
    });
    expect(methods[1]).toMatchObject({
      accountNumber: 'XXXX6789',
      accountType: 'checking',
      autoPayMethod: false,
    });
  });

  it("refuses another customer's list with 403", async () => {
    const res = await t.app.inject({
      url: `/v2/payments/payment-profile/by-customer/${demo.customerId}`,
      headers: solo.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST …/hosted-profile-page-token/:customerId', () => {
  it('answers a token with add and edit URLs of the sandbox (protocol A by configuration)', async () => {
    const page = await hostedPage(t, newbie);
    expect(page.gateway).toBe(1);
    expect(page.token.length).toBeGreaterThan(20);
    expect(page.addUrl).toBe('http://localhost/sandbox-gateway/customer/addPayment');
    expect(page.editUrl).toBe('http://localhost/sandbox-gateway/customer/editPayment');
  });

  it('refuses a communicator URL on another origin, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: tokenUrl(newbie.customerId),
      headers: newbie.headers,
      payload: {
        iFrameCommunicatorUrl: 'https://evil.example/c.html',
        saveButtonText: 'Save',
        paymentType: 0,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('iFrameCommunicatorUrl');
  });

  it('refuses a paymentType outside 0–2 and another customer’s id', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: tokenUrl(newbie.customerId),
      headers: newbie.headers,
      payload: { iFrameCommunicatorUrl: 'http://localhost/c', paymentType: 7 },
    });
    expect(bad.statusCode).toBe(400);
    const theirs = await t.app.inject({
      method: 'POST',
      url: tokenUrl(demo.customerId),
      headers: newbie.headers,
      payload: { iFrameCommunicatorUrl: 'http://localhost/c' },
    });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('sandbox hosted form → POST /v2/payments/payment-profile', () => {
  it('validates on the hosted form (Luhn, expiry, CVV) and vaults nothing on a bad card', async () => {
    const page = await hostedPage(t, newbie);
    const form = await postForm(t, page.addUrl, { token: page.token });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain('frame-ancestors http://localhost');
    expect(form.body).toContain('name="cardNumber"');
    const bad = await postForm(t, SANDBOX_SAVE, {
      token: page.token,
      ...VISA_OK,
      cardNumber: '4111111111111112',
      expiry: '01/20',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a valid card number.');
    expect(bad.body).toContain('This card has expired.');
    expect(bad.body).not.toContain('4111111111111112');
  });

  it('stores only what the gateway reports after successfulSave: token, masked number, type, expiry', async () => {
    const page = await hostedPage(t, newbie);
    const saved = await postForm(t, SANDBOX_SAVE, { token: page.token, ...VISA_OK });
    expect(saved.statusCode).toBe(200);
    expect(relayedMessage(saved.body).get('action')).toBe('successfulSave');
    // The browser's hint is ignored: the masked number comes from the gateway.
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/payment-profile',
      headers: newbie.headers,
      payload: { id_customer: newbie.customerId, card_number: '4111111111111111', card_type: 'Fake' },
    });
    expect(res.statusCode).toBe(200);
    const methods = z.array(paymentMethod).parse(res.json());
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({
      cardType: 'Visa',
      cardNumber: 'XXXX1111',
      cardExpirationDate: '2030-12',
      defaultPaymentProfile: true,
    });
    const rows = await t.db
      .select()
      .from(paymentProfiles)
      .where(eq(paymentProfiles.customerId, newbie.customerId));
    const vault = await t.db.select().from(sandboxPaymentProfiles);
    const everything = JSON.stringify([rows, vault]);
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toMatch(/\d{12,}/);
  });

  it('edits a stored card through the edit URL, keeping the number', async () => {
    const [card] = await methodsOf(t, newbie);
    const page = await hostedPage(t, newbie, { paymentProfileToken: card!.paymentProfileToken });
    const form = await postForm(t, page.editUrl, {
      token: page.token,
      paymentProfileId: card!.paymentProfileToken,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Card ending 1111');
    const saved = await postForm(t, SANDBOX_SAVE, {
      token: page.token,
      paymentProfileId: card!.paymentProfileToken,
      method: '1',
      expiry: '06/31',
      cardName: 'Jordan Lee',
      zip: '76110',
    });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/v2/payments/payment-profile',
      headers: newbie.headers,
      payload: { id_customer: newbie.customerId, payment_profile_token: card!.paymentProfileToken },
    });
    const [after] = await methodsOf(t, newbie);
    expect(after).toMatchObject({
      paymentProfileToken: card!.paymentProfileToken,
      cardNumber: 'XXXX1111',
      cardExpirationDate: '2031-06',
    });
  });

  it('protocol B (Voltio’s own gateway): one form per type, a bank-save marker with masked data', async () => {
    const page = await hostedPage(t, cliente, { paymentType: 2 });
    expect(page.gateway).toBe(2);
    const form = await postForm(t, page.addUrl, { token: page.token });
    expect(form.body).toContain('name="routingNumber"');
    expect(form.body).not.toContain('name="cardNumber"');
    const badRouting = await postForm(t, SANDBOX_SAVE, {
      token: page.token,
      routingNumber: '021000022',
      accountNumber: '12345678',
      accountType: 'checking',
      bankName: 'María González',
    });
    expect(badRouting.statusCode).toBe(422);
    const saved = await postForm(t, SANDBOX_SAVE, {
      token: page.token,
      routingNumber: '021000021',
      accountNumber: '12345678',
      accountType: 'savings',
      bankName: 'María González',
    });
    const message = relayedMessage(saved.body);
    expect(message.get('action')).toBe('achSaveSuccess');
    expect(message.get('accountNumber')).toBe('XXXX5678');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/payment-profile',
      headers: cliente.headers,
      payload: {
        id_customer: cliente.customerId,
        payment_profile_token: message.get('token'),
        id_payment_type: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<unknown[]>()).toContainEqual(
      expect.objectContaining({ paymentTypeId: 2, routingNumber: 'XXXX0021', accountType: 'savings' }),
    );
  });

  it('refuses a save for another customer and a token the gateway does not have', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/payment-profile',
      headers: solo.headers,
      payload: { id_customer: demo.customerId },
    });
    expect(other.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/payment-profile',
      headers: solo.headers,
      payload: { id_customer: solo.customerId, payment_profile_token: 'sbx-pay-0000000000' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(apiError.parse(unknown.json()).errors[0]!.code).toBe('profile_not_at_gateway');
  });

  it('refuses an expired or unknown form token', async () => {
    const res = await postForm(t, SANDBOX_SAVE, { token: 'nope', ...VISA_OK });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('expired');
  });
});

describe('DELETE /v2/payments/payment-profile/:paymentProfileToken', () => {
  const del = (session: TestSession, token: string, customerProfileToken: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/v2/payments/payment-profile/${token}?customerProfileToken=${customerProfileToken}`,
      headers: session.headers,
    });

  it('refuses while autopay uses the method, and changes nothing', async () => {
    const [visa] = await methodsOf(t, demo);
    const res = await del(demo, visa!.paymentProfileToken, visa!.customerProfileToken);
    expect(res.statusCode).toBe(409);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('used_by_autopay');
    expect(await methodsOf(t, demo)).toHaveLength(2);
  });

  it("answers another customer's method like an unknown one", async () => {
    const [, checking] = await methodsOf(t, demo);
    const theirs = await del(solo, checking!.paymentProfileToken, checking!.customerProfileToken);
    const unknown = await del(solo, 'sbx-pay-1', checking!.customerProfileToken);
    expect(theirs.statusCode).toBe(404);
    expect(apiError.parse(theirs.json())).toEqual(apiError.parse(unknown.json()));
    expect(await methodsOf(t, demo)).toHaveLength(2);
  });

  it('deletes at the gateway and here; the default moves to the remaining method', async () => {
    const added = await addThroughSandbox(t, newbie, { ...VISA_OK, cardNumber: '5555 5555 5555 4444' });
    const [first] = added;
    const res = await del(newbie, first!.paymentProfileToken, first!.customerProfileToken);
    expect(res.statusCode).toBe(200);
    const left = await methodsOf(t, newbie);
    expect(left.map((m) => m.cardNumber)).toEqual(['XXXX4444']);
    expect(left[0]!.defaultPaymentProfile).toBe(true);
    const [vaulted] = await t.db
      .select()
      .from(sandboxPaymentProfiles)
      .where(eq(sandboxPaymentProfiles.paymentProfileToken, first!.paymentProfileToken));
    expect(vaulted!.deletedAt).not.toBeNull();
  });
});
