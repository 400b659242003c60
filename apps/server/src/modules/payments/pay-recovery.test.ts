import { apiError, payResponse, type PaymentMethod } from '@myaccount/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeTransactions, idempotencyKeys, sandboxTransactions } from '../../db/schema/index.ts';
import { GatewayError, type PaymentGateway } from '../../gateways/types.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf, methodsOf, payRequest } from '../../test/payment-helpers.ts';

let t: TestApp;
let solo: TestSession;
let enrollment: number;
let card: PaymentMethod;
let realCharge: PaymentGateway['charge'];
beforeAll(async () => {
  t = await buildTestApp();
  solo = await t.login('solo');
  enrollment = (await enrollmentIdsOf(t, solo))[0]!;
  card = (await methodsOf(t, solo))[0]!;
  realCharge = t.app.paymentGateway.charge;
});
afterAll(() => t.close());

async function gatewayCharges(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sandboxTransactions);
  return row!.n;
}

describe('pay when the gateway or the server fails', () => {
  it('a gateway that is down charges nothing, frees the key, and a retry with it succeeds once', async () => {
    const key = randomUUID();
    t.app.paymentGateway.charge = () => Promise.reject(new GatewayError('connection refused'));
    const down = await payRequest(t, solo, { idEnrollment: enrollment, method: card, amount: 19.99 }, key);
    t.app.paymentGateway.charge = realCharge;
    expect(down.statusCode).toBe(422);
    expect(apiError.parse(down.json()).errors[0]!.code).toBe('gateway_error');

    const before = await gatewayCharges();
    const retry = await payRequest(t, solo, { idEnrollment: enrollment, method: card, amount: 19.99 }, key);
    expect(retry.statusCode).toBe(200);
    expect(await gatewayCharges()).toBe(before + 1);
    const rows = await t.db.select().from(chargeTransactions).where(eq(chargeTransactions.amount, 19.99));
    expect(rows.map((r) => r.status).sort()).toEqual(['approved', 'failed']);
  });

  it('an unknown outcome is stored for the key: a retry is told so and nothing is charged again', async () => {
    const key = randomUUID();
    t.app.paymentGateway.charge = () => Promise.reject(new GatewayError('timeout after sending', true));
    const unknown = await payRequest(t, solo, { idEnrollment: enrollment, method: card, amount: 18 }, key);
    t.app.paymentGateway.charge = realCharge;
    expect(apiError.parse(unknown.json()).errors[0]!.code).toBe('payment_outcome_unknown');
    const before = await gatewayCharges();
    const retry = await payRequest(t, solo, { idEnrollment: enrollment, method: card, amount: 18 }, key);
    expect(retry.json()).toEqual(unknown.json());
    expect(await gatewayCharges()).toBe(before);
  });

  it('a request whose server died after the gateway charged is resumed with the same invoice: one charge', async () => {
    const key = randomUUID();
    // The gateway charges, then the "process dies" before the answer is recorded.
    t.app.paymentGateway.charge = async (request) => {
      await realCharge(request);
      throw new Error('process killed');
    };
    const crashed = await payRequest(t, solo, { idEnrollment: enrollment, method: card, amount: 17 }, key);
    t.app.paymentGateway.charge = realCharge;
    expect(crashed.statusCode).toBe(500);
    const after = await gatewayCharges();

    const where = and(eq(idempotencyKeys.customerId, solo.customerId), eq(idempotencyKeys.key, key));
    // Once the request is stale, the next retry resumes it with the same invoice number.
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(where);
    const resumed = await payRequest(t, solo, { idEnrollment: enrollment, method: card, amount: 17 }, key);
    expect(resumed.statusCode).toBe(200);
    expect(payResponse.parse(resumed.json()).amount).toBe(17);
    expect(await gatewayCharges()).toBe(after);
    const [stored] = await t.db.select().from(idempotencyKeys).where(where);
    expect(stored!.responseStatus).toBe(200);
  });
});
