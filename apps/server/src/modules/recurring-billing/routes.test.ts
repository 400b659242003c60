import { apiError, marketToday, operationResult, recurringBilling } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf, methodsOf } from '../../test/payment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let home: number;
let rental: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  [home, rental] = (await enrollmentIdsOf(t, demo)) as [number, number];
});
afterAll(() => t.close());

const url = (id: number) => `/v2/enrollments/${id}/recurring-billing`;
/** The market's day (Chicago), as the service reads it. */
const today = () => marketToday();

describe('/v2/enrollments/:id/recurring-billing', () => {
  it('GET answers the autopay method (masked) or null', async () => {
    const on = await t.app.inject({ url: url(home), headers: demo.headers });
    expect(on.statusCode).toBe(200);
    expect(recurringBilling.parse(on.json())).toMatchObject({
      cardType: 'Visa',
      cardNumber: 'XXXX1111',
      paymentTypeId: 1,
    });
    const off = await t.app.inject({ url: url(rental), headers: demo.headers });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toBeNull();
  });

  it('POST turns autopay on with a stored method; the method then cannot be deleted; DELETE turns it off', async () => {
    const checking = (await methodsOf(t, demo)).find((m) => m.paymentTypeId === 2)!;
    const on = await t.app.inject({
      method: 'POST',
      url: url(rental),
      headers: demo.headers,
      payload: {
        customer_profile_token: checking.customerProfileToken,
        payment_profile_token: checking.paymentProfileToken,
        date_from: today(),
      },
    });
    expect(on.statusCode).toBe(200);
    expect(operationResult.parse(on.json()).succeeded).toBe(true);
    const shown = await t.app.inject({ url: url(rental), headers: demo.headers });
    expect(shown.json()).toMatchObject({ paymentTypeId: 2, accountNumber: 'XXXX6789', dateFrom: today() });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v2/payments/payment-profile/${checking.paymentProfileToken}?customerProfileToken=${checking.customerProfileToken}`,
      headers: demo.headers,
    });
    expect(del.statusCode).toBe(409);

    const off = await t.app.inject({ method: 'DELETE', url: url(rental), headers: demo.headers });
    expect(off.statusCode).toBe(200);
    expect((await t.app.inject({ url: url(rental), headers: demo.headers })).json()).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: url(rental), headers: demo.headers });
    expect(again.statusCode).toBe(404);
    expect(apiError.parse(again.json()).message).toBe('Autopay is not on for this account.');
  });

  it('refuses a start date in the past and a method that is not the customer’s', async () => {
    const [visa] = await methodsOf(t, demo);
    const [soloCard] = await methodsOf(t, solo);
    const past = await t.app.inject({
      method: 'POST',
      url: url(rental),
      headers: demo.headers,
      payload: {
        customer_profile_token: visa!.customerProfileToken,
        payment_profile_token: visa!.paymentProfileToken,
        date_from: '2020-01-01',
      },
    });
    expect(past.statusCode).toBe(400);
    expect(apiError.parse(past.json()).errors[0]!.field).toBe('date_from');
    const theirs = await t.app.inject({
      method: 'POST',
      url: url(rental),
      headers: demo.headers,
      payload: {
        customer_profile_token: soloCard!.customerProfileToken,
        payment_profile_token: soloCard!.paymentProfileToken,
        date_from: today(),
      },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("answers another customer's enrollment like an unknown one, for every verb", async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const theirs = await t.app.inject({ method, url: url(home), headers: solo.headers });
      const unknown = await t.app.inject({ method, url: url(999_999), headers: solo.headers });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
    const [soloCard] = await methodsOf(t, solo);
    const post = await t.app.inject({
      method: 'POST',
      url: url(home),
      headers: solo.headers,
      payload: {
        customer_profile_token: soloCard!.customerProfileToken,
        payment_profile_token: soloCard!.paymentProfileToken,
        date_from: today(),
      },
    });
    expect(post.statusCode).toBe(404);
    // demo's autopay is untouched.
    expect((await t.app.inject({ url: url(home), headers: demo.headers })).json()).toMatchObject({
      cardNumber: 'XXXX1111',
    });
  });
});
