import { apiError, customerProfile } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
});
afterAll(() => t.close());

describe('GET /v2/customers/:customerId/profile', () => {
  it('answers the own profile in the contract shape', async () => {
    const res = await t.app.inject({
      url: `/v2/customers/${demo.customerId}/profile`,
      headers: demo.headers,
    });
    expect(res.statusCode).toBe(200);
    const profile = customerProfile.parse(res.json());
    expect(profile).toMatchObject({
      id_customer: demo.customerId,
      user_name: 'demo',
      first_name: 'Dana',
      last_name: 'Rivera',
      cc_un: '',
      id_prefered_language: 'en',
    });
  });

  it("refuses another customer's id with 403", async () => {
    const res = await t.app.inject({
      url: `/v2/customers/${demo.customerId}/profile`,
      headers: solo.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('forbidden');
    expect(res.body).not.toContain('Rivera');
  });

  it('refuses a non-numeric or non-positive id with 400 naming customerId', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await t.app.inject({ url: `/v2/customers/${id}/profile`, headers: demo.headers });
      expect(res.statusCode).toBe(400);
      expect(apiError.parse(res.json()).errors[0]!.field).toBe('customerId');
    }
  });

  it('shows Spanish as the preferred language of cliente', async () => {
    const cliente = await t.login('cliente');
    const res = await t.app.inject({
      url: `/v2/customers/${cliente.customerId}/profile`,
      headers: cliente.headers,
    });
    expect(customerProfile.parse(res.json()).id_prefered_language).toBe('es');
  });
});
