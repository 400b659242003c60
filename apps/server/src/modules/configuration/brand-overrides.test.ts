import {
  configurationParameters,
  type ConfigurationParameters,
  type PaymentMethod,
} from '@myaccount/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandConfigurationOverrides, brands } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import {
  addThroughSandbox,
  enrollmentIdsOf,
  hostedPage,
  methodsOf,
  payRequest,
  VISA_OK,
} from '../../test/payment-helpers.ts';

/*
 * The seed gives Voltio its own gateway (payment_gateway = 2) over the portal-wide 1. These
 * tests prove the override reaches Voltio's customers only, and that the server's own rules
 * (hosted form protocol, allowed payment types) follow the same merged values as the app.
 */
let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let cliente: TestSession;
let voltioId: number;
let brightlineId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo, cliente] = await Promise.all([t.login('demo'), t.login('solo'), t.login('cliente')]);
  const rows = await t.db.select({ id: brands.idSite, name: brands.systemName }).from(brands);
  voltioId = rows.find((b) => b.name === 'voltio')!.id;
  brightlineId = rows.find((b) => b.name === 'brightline')!.id;
});
afterAll(() => t.close());

async function parametersOf(session: TestSession): Promise<ConfigurationParameters> {
  const res = await t.app.inject({ url: '/v2/configuration-parameters', headers: session.headers });
  expect(res.statusCode).toBe(200);
  return configurationParameters.parse(res.json());
}

/**
 * The app keeps each customer's configuration until the database announces a change, which on
 * PostgreSQL arrives a moment after commit (configuration-cache.test.ts proves it does). The
 * merge is under test here, not that moment: the kept answers are dropped as the notification
 * would drop them.
 */
const asIfAnnounced = () => t.app.customerCache.forgetAll();

/** Runs `body` with a brand override in place, and removes it again whatever happens. */
async function withOverride(brandId: number, name: string, value: unknown, body: () => Promise<void>) {
  await t.db.transaction((tx) => tx.insert(brandConfigurationOverrides).values({ brandId, name, value }));
  asIfAnnounced();
  try {
    await body();
  } finally {
    await t.db.transaction((tx) =>
      tx
        .delete(brandConfigurationOverrides)
        .where(
          and(eq(brandConfigurationOverrides.brandId, brandId), eq(brandConfigurationOverrides.name, name)),
        ),
    );
    asIfAnnounced();
  }
}

/** cliente has no stored method in the seed: a card added through Voltio's gateway B form. */
async function clienteCard(): Promise<PaymentMethod> {
  const known = (await methodsOf(t, cliente)).find((m) => m.paymentTypeId === 1);
  return known ?? (await addThroughSandbox(t, cliente, VISA_OK)).find((m) => m.paymentTypeId === 1)!;
}

describe('brand configuration overrides', () => {
  it("Voltio's gateway B reaches its customer; Brightline's customers keep gateway A and the rest is shared", async () => {
    const [forCliente, forDemo, forSolo] = await Promise.all([
      parametersOf(cliente),
      parametersOf(demo),
      parametersOf(solo),
    ]);
    expect(forCliente.payment_gateway).toBe(2);
    expect(forDemo.payment_gateway).toBe(1);
    expect(forSolo.payment_gateway).toBe(1);
    expect({ ...forCliente, payment_gateway: 1 }).toEqual(forDemo);
  });

  it('an agent acting for cliente sees the Voltio values', async () => {
    const agent = await t.loginAgent('cliente');
    expect((await parametersOf(agent)).payment_gateway).toBe(2);
  });

  it('the hosted form follows the brand: gateway B for cliente, A for demo', async () => {
    // What each protocol's form holds is covered in payments/profiles.test.ts.
    expect((await hostedPage(t, cliente, { paymentType: 2 })).gateway).toBe(2);
    expect((await hostedPage(t, demo)).gateway).toBe(1);
  });

  it("an override of one brand never changes another brand's customers", async () => {
    await withOverride(brightlineId, 'my_account_days_to_request_drop', 7, async () => {
      expect((await parametersOf(demo)).my_account_days_to_request_drop).toBe(7);
      expect((await parametersOf(cliente)).my_account_days_to_request_drop).toBe(30);
    });
    expect((await parametersOf(demo)).my_account_days_to_request_drop).toBe(30);
  });

  it("pay refuses a card where the customer's brand allows bank accounts only; other brands still pay by card", async () => {
    const card = await clienteCard();
    const [clienteEnrollment] = await enrollmentIdsOf(t, cliente);
    const demoCard = (await methodsOf(t, demo)).find((m) => m.paymentTypeId === 1)!;
    const [demoEnrollment] = await enrollmentIdsOf(t, demo);

    await withOverride(voltioId, 'available_payment_types_one_time_payments', 2, async () => {
      const refused = await payRequest(t, cliente, {
        idEnrollment: clienteEnrollment!,
        method: card,
        amount: 5,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].code).toBe('payment_type_not_allowed');
      const paid = await payRequest(t, demo, { idEnrollment: demoEnrollment!, method: demoCard, amount: 5 });
      expect(paid.statusCode).toBe(200);
    });
    const allowedAgain = await payRequest(t, cliente, {
      idEnrollment: clienteEnrollment!,
      method: card,
      amount: 5,
    });
    expect(allowedAgain.statusCode).toBe(200);
  });

  it("autopay refuses a card where the customer's brand allows bank accounts only", async () => {
    const card = await clienteCard();
    const [enrollment] = await enrollmentIdsOf(t, cliente);
    const enable = () =>
      t.app.inject({
        method: 'POST',
        url: `/v2/enrollments/${enrollment}/recurring-billing`,
        headers: cliente.headers,
        payload: {
          customer_profile_token: card.customerProfileToken,
          payment_profile_token: card.paymentProfileToken,
          date_from: new Date().toISOString().slice(0, 10),
        },
      });
    await withOverride(voltioId, 'available_payment_types_recurring_billing', 2, async () => {
      const refused = await enable();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].code).toBe('payment_type_not_allowed');
    });
    expect((await enable()).statusCode).toBe(200);
  });
});
