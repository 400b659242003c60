import { apiError, customerProfile, loginResponse } from '@myaccount/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PASSWORD, DEMO_PASSWORD } from '../../db/seed/index.ts';
import { customers, refreshTokens } from '../../db/schema/index.ts';
import { buildTestApp, decodeToken, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const customerDoor = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v2/auth/login-myaccount', payload });
const agentDoor = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v2/auth/login-customer-support', payload });

async function tokenCount() {
  const [row] = await t.db.select({ n: count() }).from(refreshTokens);
  return row!.n;
}

// Ten real password checks in a row take seconds each on a loaded 2-core machine.
describe('POST /v2/auth/login-myaccount', { timeout: 120_000 }, () => {
  it('signs demo in with a token for demo', async () => {
    const res = await customerDoor({ username: 'demo', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    expect(decodeToken(body.token)).toMatchObject({ sub: 'demo', cc_un: '' });
    expect(body.customerHash).not.toBe('');
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('treats the user name case-insensitively', async () => {
    const res = await customerDoor({ username: '  DEMO ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown user the identical 401 and stores no session', async () => {
    const before = await tokenCount();
    const wrong = await customerDoor({ username: 'solo', password: 'not-the-password' });
    const unknown = await customerDoor({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(apiError.parse(wrong.json()).errors[0]!.code).toBe('unauthorized');
    expect(wrong.body).toBe(unknown.body);
    expect(await tokenCount()).toBe(before);
  });

  it('refuses SQL metacharacters in the user name as a plain unknown user', async () => {
    for (const username of ["' OR 1=1 --", "demo'--", '"; DROP TABLE customers; --']) {
      const res = await customerDoor({ username, password: "' OR '1'='1" });
      expect(res.statusCode).toBe(401);
      apiError.parse(res.json());
    }
    const [row] = await t.db.select({ n: count() }).from(customers);
    expect(row!.n).toBeGreaterThan(0);
  });

  it('refuses an account that was linked into another', async () => {
    await t.db.update(customers).set({ linkedIntoCustomerId: 1 }).where(eq(customers.userName, 'legacy'));
    const res = await customerDoor({ username: 'legacy', password: DEMO_PASSWORD });
    const unknown = await customerDoor({ username: 'nobody-here', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe(unknown.body);
    await t.db.update(customers).set({ linkedIntoCustomerId: null }).where(eq(customers.userName, 'legacy'));
  });

  it('locks a user name after 10 failures: the 11th try gets 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await customerDoor({ username: 'newbie', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const before = await tokenCount();
    const locked = await customerDoor({ username: 'newbie', password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(apiError.parse(locked.json()).errors[0]!.code).toBe('too_many_requests');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await tokenCount()).toBe(before);
    // The lock is per user name and per door: others still sign in.
    expect((await customerDoor({ username: 'solo', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await t.loginAgent('newbie')).customerId).toBeGreaterThan(0);
  });

  it('lets a burst of 20 parallel guesses check only 10 passwords; the rest wait the real lock time', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => customerDoor({ username: 'solo', password: `burst-${i}` })),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // The lock lasts 15 minutes from the oldest failure: Retry-After says so, not "1".
    const retryAfter = Math.max(...replies.map((r) => Number(r.headers['retry-after'] ?? 0)));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });
});

describe('POST /v2/auth/login-customer-support', () => {
  it('lets the agent act for demo: sub is demo, cc_un the agent, and the profile says so', async () => {
    const res = await agentDoor({
      username: 'demo',
      password: AGENT_PASSWORD,
      cc_un: 'agent',
      customer_un: 'demo',
      isCC: true,
    });
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    const claims = decodeToken(body.token);
    expect(claims).toMatchObject({ sub: 'demo', cc_un: 'agent' });
    const profile = await t.app.inject({
      url: `/v2/customers/${claims.id}/profile`,
      headers: { authorization: `Bearer ${body.token}`, 'x-customer-hash': body.customerHash },
    });
    expect(profile.statusCode).toBe(200);
    expect(customerProfile.parse(profile.json())).toMatchObject({ cc_un: 'agent', user_name: 'demo' });
  });

  it('falls back to username when customer_un is blank', async () => {
    const res = await agentDoor({ username: 'solo', password: AGENT_PASSWORD, cc_un: 'agent', isCC: true });
    expect(res.statusCode).toBe(200);
    expect(decodeToken(res.json().token).sub).toBe('solo');
  });

  it('gives a wrong agent password, an unknown agent and an unknown customer the same 401', async () => {
    const before = await tokenCount();
    const bodies = await Promise.all(
      [
        { cc_un: 'agent', customer_un: 'demo', password: 'wrong' },
        { cc_un: 'no-agent', customer_un: 'demo', password: AGENT_PASSWORD },
        { cc_un: 'agent', customer_un: 'no-customer', password: AGENT_PASSWORD },
        // A customer's own password does not open the agent door.
        { cc_un: 'demo', customer_un: 'demo', password: DEMO_PASSWORD },
      ].map(async (attempt) => {
        const res = await agentDoor({ username: attempt.customer_un, isCC: true, ...attempt });
        expect(res.statusCode).toBe(401);
        return res.body;
      }),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(await tokenCount()).toBe(before);
  });
});
