import { apiError, payResponse, pendingPayment, type PaymentMethod } from '@myaccount/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chargeTransactions, enrollments, sandboxTransactions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import {
  BANK_NSF,
  VISA_DECLINE,
  addThroughSandbox,
  enrollmentIdsOf,
  methodsOf,
  payRequest,
} from '../../test/payment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let newbie: TestSession;
let soloEnrollment: number;
let demoEnrollment: number;
let soloCard: PaymentMethod;
let demoCard: PaymentMethod;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo, newbie] = await Promise.all([t.login('demo'), t.login('solo'), t.login('newbie')]);
  soloEnrollment = (await enrollmentIdsOf(t, solo))[0]!;
  demoEnrollment = (await enrollmentIdsOf(t, demo))[0]!;
  soloCard = (await methodsOf(t, solo))[0]!;
  demoCard = (await methodsOf(t, demo))[0]!;
});
afterAll(() => t.close());

async function gatewayCharges(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sandboxTransactions);
  return row!.n;
}
async function chargesOf(enrollmentId: number) {
  return t.db.select().from(chargeTransactions).where(eq(chargeTransactions.enrollmentId, enrollmentId));
}

describe('POST /v2/payments/pay', () => {
  it('charges a stored card once and lists it as pending', async () => {
    const before = await gatewayCharges();
    const res = await payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount: 25 });
    expect(res.statusCode).toBe(200);
    const body = payResponse.parse(res.json());
    expect(body.amount).toBe(25);
    expect(await gatewayCharges()).toBe(before + 1);
    const pending = await t.app.inject({
      url: `/v2/payments/charge-transaction/by-enrollment/${soloEnrollment}?sentToBillingSystem=false&hasBeenCaptured=true`,
      headers: solo.headers,
    });
    const list = z.array(pendingPayment).parse(pending.json());
    expect(list.find((p) => p.id_charge_transaction === body.id_charge_transaction)).toMatchObject({
      amount: 25,
      payment_type: 'Credit Card',
    });
  });

  it('replays the first response for the same key and body, without a second charge', async () => {
    const key = randomUUID();
    const first = await payRequest(
      t,
      solo,
      { idEnrollment: soloEnrollment, method: soloCard, amount: 10.5 },
      key,
    );
    const before = await gatewayCharges();
    const again = await payRequest(
      t,
      solo,
      { idEnrollment: soloEnrollment, method: soloCard, amount: 10.5 },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await gatewayCharges()).toBe(before);
  });

  it('20 identical requests at once make exactly one gateway charge and all get its answer', async () => {
    const key = randomUUID();
    const before = await gatewayCharges();
    const rowsBefore = (await chargesOf(soloEnrollment)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount: 42.1 }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => payResponse.parse(a.json()).id_charge_transaction));
    expect(ids.size).toBe(1);
    expect(await gatewayCharges()).toBe(before + 1);
    expect((await chargesOf(soloEnrollment)).length).toBe(rowsBefore + 1);
  });

  it('refuses the same key with a different body (422) and charges nothing', async () => {
    const key = randomUUID();
    await payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount: 5 }, key);
    const before = await gatewayCharges();
    const res = await payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount: 6 }, key);
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('idempotency_key_reused');
    expect(await gatewayCharges()).toBe(before);
  });

  it('scopes keys per customer: the same key from another customer is a payment of its own', async () => {
    const key = randomUUID();
    const mine = await payRequest(
      t,
      solo,
      { idEnrollment: soloEnrollment, method: soloCard, amount: 7 },
      key,
    );
    const theirs = await payRequest(
      t,
      demo,
      { idEnrollment: demoEnrollment, method: demoCard, amount: 7 },
      key,
    );
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(payResponse.parse(theirs.json()).id_charge_transaction).not.toBe(
      payResponse.parse(mine.json()).id_charge_transaction,
    );
  });

  it('a retry after a 401 and a token refresh keeps its key and charges once', async () => {
    const key = randomUUID();
    const before = await gatewayCharges();
    const stale = { ...solo, headers: { ...solo.headers, authorization: 'Bearer expired.token.value' } };
    const refused = await payRequest(
      t,
      stale,
      { idEnrollment: soloEnrollment, method: soloCard, amount: 12 },
      key,
    );
    expect(refused.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { Token: solo.token, RefreshToken: solo.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const { token, refreshToken, customerHash } = refreshed.json();
    solo = {
      ...solo,
      token,
      refreshToken,
      headers: { authorization: `Bearer ${token}`, 'x-customer-hash': customerHash },
    };
    const retried = await payRequest(
      t,
      solo,
      { idEnrollment: soloEnrollment, method: soloCard, amount: 12 },
      key,
    );
    const again = await payRequest(
      t,
      solo,
      { idEnrollment: soloEnrollment, method: soloCard, amount: 12 },
      key,
    );
    expect([retried.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await gatewayCharges()).toBe(before + 1);
  });

  it('asks for an Idempotency-Key (400 naming it)', async () => {
    const res = await payRequest(
      t,
      solo,
      { idEnrollment: soloEnrollment, method: soloCard, amount: 5 },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('idempotency-key');
  });

  it.each([
    [0, 400, 'amount'],
    [-5, 400, 'amount'],
    [1.234, 400, 'amount'],
    [10_000.01, 422, 'amount'],
  ])('refuses amount %s with %s and records nothing', async (amount, status, field) => {
    const rows = (await chargesOf(soloEnrollment)).length;
    const res = await payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount });
    expect(res.statusCode).toBe(status);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe(field);
    expect((await chargesOf(soloEnrollment)).length).toBe(rows);
  });

  it("answers another customer's enrollment or method like unknown ones (404)", async () => {
    const enrollment = await payRequest(t, solo, {
      idEnrollment: demoEnrollment,
      method: soloCard,
      amount: 5,
    });
    expect(enrollment.statusCode).toBe(404);
    const method = await payRequest(t, solo, { idEnrollment: soloEnrollment, method: demoCard, amount: 5 });
    expect(method.statusCode).toBe(404);
    expect(apiError.parse(method.json()).errors[0]!.field).toBe('paymentProfileToken');
  });

  it('refuses when the enrollment cannot take payments', async () => {
    await t.db
      .update(enrollments)
      .set({ canMakePayments: false })
      .where(eq(enrollments.idEnrollment, soloEnrollment));
    try {
      const res = await payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount: 5 });
      expect(res.statusCode).toBe(422);
      expect(apiError.parse(res.json()).errors[0]!.code).toBe('payments_not_allowed');
    } finally {
      await t.db
        .update(enrollments)
        .set({ canMakePayments: true })
        .where(eq(enrollments.idEnrollment, soloEnrollment));
    }
  });

  it('counts an agent’s payments in total-opsadmin-payments', async () => {
    const agent = await t.loginAgent('solo');
    const res = await payRequest(t, agent, { idEnrollment: soloEnrollment, method: soloCard, amount: 33.33 });
    expect(res.statusCode).toBe(200);
    const total = await t.app.inject({
      url: `/v2/payments/charge-transaction/by-enrollment/${soloEnrollment}/total-opsadmin-payments`,
      headers: solo.headers,
    });
    expect(total.json()).toEqual({ total_amount: 33.33 });
  });
});

describe('declines and deposits (newbie)', () => {
  let newbieEnrollment: number;
  beforeAll(async () => {
    newbieEnrollment = (await enrollmentIdsOf(t, newbie))[0]!;
  });

  it('records a declined card and answers 422 payment_declined; the replay says the same', async () => {
    const [declining] = await addThroughSandbox(t, newbie, VISA_DECLINE);
    const key = randomUUID();
    const res = await payRequest(
      t,
      newbie,
      { idEnrollment: newbieEnrollment, method: declining!, amount: 20 },
      key,
    );
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('payment_declined');
    const [row] = await chargesOf(newbieEnrollment);
    expect(row).toMatchObject({ status: 'declined', hasBeenCaptured: false, amount: 20 });
    const replay = await payRequest(
      t,
      newbie,
      { idEnrollment: newbieEnrollment, method: declining!, amount: 20 },
      key,
    );
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(res.json());
  });

  it('answers insufficient_funds for the test bank account', async () => {
    const methods = await addThroughSandbox(t, newbie, BANK_NSF);
    const bank = methods.find((m) => m.paymentTypeId === 2)!;
    const res = await payRequest(t, newbie, { idEnrollment: newbieEnrollment, method: bank, amount: 20 });
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('insufficient_funds');
  });

  it('takes a deposit up to what is pending, and gives a declined deposit back', async () => {
    const methods = await addThroughSandbox(t, newbie, {
      method: '1',
      cardNumber: '4111111111111111',
      expiry: '12/30',
      cvv: '123',
      cardName: 'Jordan Lee',
      zip: '76110',
    });
    const good = methods.find((m) => m.cardNumber === 'XXXX1111')!;
    const declining = methods.find((m) => m.cardNumber === 'XXXX0002')!;
    const deposit = async () =>
      (await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, newbieEnrollment)))[0]!;
    expect((await deposit()).pendingDepositAmount).toBe(150);

    const tooMuch = await payRequest(t, newbie, {
      idEnrollment: newbieEnrollment,
      method: good,
      amount: 150.01,
      isDepositPayment: true,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(apiError.parse(tooMuch.json()).errors[0]!.code).toBe('deposit_amount_too_high');

    const declined = await payRequest(t, newbie, {
      idEnrollment: newbieEnrollment,
      method: declining,
      amount: 100,
      isDepositPayment: true,
    });
    expect(declined.statusCode).toBe(422);
    expect((await deposit()).pendingDepositAmount).toBe(150);

    const paid = await payRequest(t, newbie, {
      idEnrollment: newbieEnrollment,
      method: good,
      amount: 100,
      isDepositPayment: true,
    });
    expect(paid.statusCode).toBe(200);
    expect(await deposit()).toMatchObject({ pendingDepositAmount: 50, showPaymentDeposit: true });
    const rest = await payRequest(t, newbie, {
      idEnrollment: newbieEnrollment,
      method: good,
      amount: 50,
      isDepositPayment: true,
    });
    expect(rest.statusCode).toBe(200);
    expect(await deposit()).toMatchObject({ pendingDepositAmount: 0, showPaymentDeposit: false });
    const none = await payRequest(t, newbie, {
      idEnrollment: newbieEnrollment,
      method: good,
      amount: 1,
      isDepositPayment: true,
    });
    expect(apiError.parse(none.json()).errors[0]!.code).toBe('deposit_not_pending');
  });
});
