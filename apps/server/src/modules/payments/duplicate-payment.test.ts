import { duplicatePaymentError, payResponse, type PaymentMethod } from '@myaccount/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf, methodsOf } from '../../test/payment-helpers.ts';

// Issue 14: the server asks before a second payment of the same amount on the same
// enrollment within 24 hours; the browser's question is not the only guard.

let t: TestApp;
let solo: TestSession;
let demo: TestSession;
let enrollment: number;
let card: PaymentMethod;
beforeAll(async () => {
  t = await buildTestApp();
  [solo, demo] = await Promise.all([t.login('solo'), t.login('demo')]);
  enrollment = (await enrollmentIdsOf(t, solo))[0]!;
  card = (await methodsOf(t, solo))[0]!;
});
afterAll(() => t.close());

const pay = (session: TestSession, amount: number, extra: object = {}, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/payments/pay',
    headers: { ...session.headers, 'idempotency-key': key },
    payload: {
      idEnrollment: enrollment,
      customerProfileToken: card.customerProfileToken,
      paymentProfileToken: card.paymentProfileToken,
      amount,
      ...extra,
    },
  });

describe('a second payment of the same amount within 24 hours', () => {
  it('answers 409 naming the earlier payment, and charges only once confirmed', async () => {
    const first = await pay(solo, 31.5);
    expect(first.statusCode).toBe(200);
    const paid = payResponse.parse(first.json());

    const again = await pay(solo, 31.5);
    expect(again.statusCode).toBe(409);
    const body = duplicatePaymentError.parse(again.json());
    expect(body.errors[0]).toMatchObject({ code: 'possible_duplicate_payment', field: 'confirmDuplicate' });
    expect(body.earlierPayment).toMatchObject({
      id_charge_transaction: paid.id_charge_transaction,
      amount: 31.5,
    });
    expect(Date.now() - Date.parse(body.earlierPayment.date)).toBeLessThan(60_000);

    // Another amount is no question; the confirmed same amount is charged.
    expect((await pay(solo, 31.49)).statusCode).toBe(200);
    const confirmed = await pay(solo, 31.5, { confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(200);
    expect(payResponse.parse(confirmed.json()).id_charge_transaction).not.toBe(paid.id_charge_transaction);
  });

  it('still replays a retry of the first request with its key (no 409, no second charge)', async () => {
    const key = randomUUID();
    const first = await pay(solo, 44.44, {}, key);
    const retry = await pay(solo, 44.44, {}, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('lets the same key be used with the confirmation after the 409 (nothing was kept for it)', async () => {
    expect((await pay(solo, 12.12)).statusCode).toBe(200);
    const key = randomUUID();
    expect((await pay(solo, 12.12, {}, key)).statusCode).toBe(409);
    expect((await pay(solo, 12.12, { confirmDuplicate: true }, key)).statusCode).toBe(200);
  });

  it("answers another customer's enrollment 404, never naming its payments", async () => {
    expect((await pay(solo, 77)).statusCode).toBe(200);
    const theirs = await pay(demo, 77);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('earlierPayment');
  });
});
