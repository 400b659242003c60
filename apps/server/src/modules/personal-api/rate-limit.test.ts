import { apiError, createdApiToken } from '@myaccount/contract';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitPolicies, scaledMax } from '../../plugins/rate-limit/policies.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

// Issue 16 audit: the personal API's limits, per presented token and per address, hold. A
// factor of 0.05 keeps the test short while the code path stays the production one: the
// allowances are read from the policies, never written here.
const FACTOR = 0.05;
const perToken = rateLimitPolicies['personal-api:token'];
const perAddress = rateLimitPolicies['personal-api:ip'];

let t: TestApp;
let demo: TestSession;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_FACTOR: String(FACTOR) } });
  demo = await t.login('demo');
});
afterAll(() => t.close());

async function newToken(name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/customers/${demo.customerId}/api-tokens`,
    headers: demo.headers,
    payload: { name, scopes: ['usage'], expiresInDays: 30 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return createdApiToken.parse(res.json()).token;
}

const read = (token: string, remoteAddress: string) =>
  t.app.inject({ url: '/v2/me/enrollments', headers: { authorization: `Bearer ${token}` }, remoteAddress });

/** A 429 in the error shape whose Retry-After is what is left of a window opened `since`. */
function expectTooMany(res: LightMyRequestResponse, windowSeconds: number, since: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(apiError.parse(res.json()).errors[0]!.code).toBe('too_many_requests');
  const retryAfter = Number(res.headers['retry-after']);
  const elapsed = (Date.now() - since) / 1000;
  // Rounded up to whole seconds; the window opened at or after `since`.
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(windowSeconds - elapsed));
}

describe('personal API rate limits (issue 16)', () => {
  it('per token: past its allowance a token meets 429 with the real time left; another token reads on', async () => {
    const [busy, other] = [await newToken('Busy poller'), await newToken('Quiet tool')];
    const max = scaledMax(perToken, FACTOR);
    expect(max).toBeLessThan(scaledMax(perAddress, FACTOR)); // the token's limit is the one met
    const since = Date.now();
    // Each from its own address, so only the per-token count can stop them.
    for (let i = 0; i < max; i++) expect((await read(busy, `192.0.2.${10 + i}`)).statusCode).toBe(200);
    expectTooMany(await read(busy, '192.0.2.200'), perToken.windowSeconds, since);
    expect((await read(other, '192.0.2.201')).statusCode).toBe(200);
  });

  it('per address: guessed tokens use up the address, not the database; other addresses read on', async () => {
    const token = await newToken('Home Assistant');
    const max = scaledMax(perAddress, FACTOR);
    const guesser = '198.51.100.77';
    const since = Date.now();
    for (let i = 0; i < max; i++) {
      const guess = `mya_${randomBytes(32).toString('base64url')}`;
      expect((await read(guess, guesser)).statusCode).toBe(401);
    }
    // Now even a real token is refused from that address, for the rest of the window.
    expectTooMany(await read(token, guesser), perAddress.windowSeconds, since);
    expect((await read(token, '198.51.100.78')).statusCode).toBe(200);
  });
});
