import { apiError, configurationParameters } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /v2/configuration-parameters', () => {
  it('answers every parameter, valid against the contract', async () => {
    const { headers } = await t.login('demo');
    const res = await t.app.inject({ url: '/v2/configuration-parameters', headers });
    expect(res.statusCode).toBe(200);
    const parameters = configurationParameters.parse(res.json());
    expect([1, 2]).toContain(parameters.payment_gateway);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ url: '/v2/configuration-parameters' });
    expect(res.statusCode).toBe(401);
    apiError.parse(res.json());
  });
});
