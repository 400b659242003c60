import { apiError, passwordStrengthResponse } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { passwordProblem } from './password-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const score = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v2/customers/password-strength', payload });

describe('POST /v2/customers/password-strength', () => {
  it("scores like the server's own policy: a weak password below 3, a strong one at 3 or more", async () => {
    for (const password of ['password1234', 'Lantern-Orbit-Pickle-42']) {
      const res = await score({ password, userInputs: [] });
      expect(res.statusCode).toBe(200);
      const { score: value } = passwordStrengthResponse.parse(res.json());
      const refused = passwordProblem(password, { userName: 'someone-else' }) !== null;
      expect(value < 3, password).toBe(refused);
    }
    expect(
      passwordStrengthResponse.parse((await score({ password: 'password1234' })).json()).score,
    ).toBeLessThan(3);
  });

  it("counts the owner's own words as guessable", async () => {
    const password = 'maria.gonzalez1987';
    const alone = passwordStrengthResponse.parse((await score({ password })).json()).score;
    const owned = passwordStrengthResponse.parse(
      (await score({ password, userInputs: ['maria.gonzalez1987', 'maria'] })).json(),
    ).score;
    expect(owned).toBeLessThan(alone);
  });

  it('refuses a missing, empty or oversized password and too many words with a 400', async () => {
    for (const payload of [
      {},
      { password: '' },
      { password: 'x'.repeat(257) },
      { password: 'Lantern-Orbit', userInputs: ['a', 'b', 'c', 'd', 'e'] },
      { password: 'Lantern-Orbit', userInputs: ['x'.repeat(255)] },
    ]) {
      const res = await score(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(apiError.parse(res.json()).errors[0]!.code).toBe('bad_request');
    }
  });
});

describe('password-strength rate limit', () => {
  // 300 per 15 minutes in production; a small factor makes the test a handful of requests.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '0.02' } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once one address has asked its allowance', async () => {
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/v2/customers/password-strength',
        payload: { password: 'Lantern-Orbit-Pickle-42' },
        remoteAddress: '198.18.1.1',
      });
    for (let i = 0; i < 6; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
