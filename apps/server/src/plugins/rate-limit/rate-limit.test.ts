import { apiError } from '@myaccount/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { enrollmentIdsOf } from '../../test/billing-fixtures.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { rateLimitPolicies, scaledMax } from './policies.ts';

const WINDOW = 15 * 60;

function expectTooMany(res: LightMyRequestResponse, windowSeconds = WINDOW) {
  expect(res.statusCode).toBe(429);
  expect(apiError.parse(res.json()).errors[0]!.code).toBe('too_many_requests');
  const retryAfter = Number(res.headers['retry-after']);
  // The real time left in the window (a few seconds may have passed), not a token 1 s.
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

// Sign-ins wait as long as a password check; on a loaded 2-core machine that is seconds.
const SLOW = { timeout: 120_000 };

describe('rate limits at the production allowance (RATE_LIMIT_FACTOR=1)', SLOW, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/auth/login-myaccount',
      payload: { username, password },
      remoteAddress,
    });

  it('stops password spraying: 36 guesses at once over 12 names from one address, 30 answered and 6 × 429', async () => {
    const spray = '203.0.113.7';
    const names = Array.from({ length: 12 }, (_, i) => `sprayed-${i}`);
    // Three guesses per name: no name reaches its own 10-failure lock, only the address limit holds.
    const answers = await Promise.all(
      [0, 1, 2].flatMap((round) => names.map((name) => signIn(name, `Guess-${round}!`, spray))),
    );
    const limit = rateLimitPolicies['sign-in:ip'].max;
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(limit);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(36 - limit);
    expectTooMany(await signIn('demo', DEMO_PASSWORD, spray));
    // Another address is not held back by it: a real customer still signs in.
    expect((await signIn('demo', DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('limits forgot-password per address (30 in a row meet 429 after 10) and per account', async () => {
    const forgot = (username: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/customers/forgot-password',
        payload: { brandId: 1, username, email: `${username}@example.com` },
        remoteAddress,
      });
    const inARow: LightMyRequestResponse[] = [];
    for (let i = 0; i < 30; i++) inARow.push(await forgot(`someone-${i}`, '203.0.113.9'));
    expect(statuses(inARow.slice(0, 10))).toEqual(Array(10).fill(200));
    expect(statuses(inARow.slice(10))).toEqual(Array(20).fill(429));
    expectTooMany(inARow[29]!);

    // One account asked about from three addresses: the fourth request is refused anyway.
    const spread = [];
    for (let i = 0; i < 4; i++) spread.push(await forgot('solo', `198.51.100.${30 + i}`));
    expect(statuses(spread)).toEqual([200, 200, 200, 429]);
  });

  it('keys on X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const spoofed = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/auth/login-myaccount',
          payload: { username: `spoof-${i}`, password: 'Guess-1!' },
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
          remoteAddress: '203.0.113.10',
        }),
      ),
    );
    // Untrusted by default: a forged header does not buy a fresh allowance.
    expect(spoofed.filter((r) => r.statusCode === 429)).toHaveLength(1);

    const proxied = await buildTestApp({
      sameDatabaseAs: t,
      env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      let n = 0;
      const behindProxy = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/v2/auth/login-myaccount',
          payload: { username: `proxied-${n++}`, password: 'Guess-1!' },
          headers: { 'x-forwarded-for': client },
          remoteAddress: '127.0.0.1',
        });
      await Promise.all(Array.from({ length: 30 }, () => behindProxy('192.0.2.200')));
      expect((await behindProxy('192.0.2.200')).statusCode).toBe(429);
      expect((await behindProxy('192.0.2.201')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('stores hashed keys only: no address, user name or token in the table', async () => {
    const rows = await t.db.select().from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    for (const secret of ['203.0.113', 'sprayed-', 'solo', '192.0.2']) expect(text).not.toContain(secret);
  });
});

describe('two instances on one database share the count', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
    b = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' }, sameDatabaseAs: a });
  }, SLOW.timeout);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('alternating forgot-username requests from one address: the 11th meets 429 on either', async () => {
    const ask = (app: TestApp, i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/v2/customers/forgot-username',
        payload: { brandId: 1, email: `person-${i}@example.com` },
        remoteAddress: '203.0.113.11',
      });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 10; i++) answers.push(await ask(i % 2 === 0 ? a : b, i));
    expect(statuses(answers)).toEqual(Array(10).fill(200));
    expectTooMany(await ask(a, 10));
    expectTooMany(await ask(b, 11));
  });
});

describe('every limited route answers 429 past its allowance', SLOW, () => {
  // A small factor keeps each route to a handful of requests; the factor scales every policy alike.
  const FACTOR = 0.2;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_FACTOR: String(FACTOR) } });
  });
  afterAll(() => t.close());

  let address = 0;
  const nextAddress = () => `198.18.0.${++address}`;

  async function overLimit(
    policy: keyof typeof rateLimitPolicies,
    request: (remoteAddress: string, i: number) => Promise<InjectOptions>,
    perAccount: boolean,
  ) {
    const max = scaledMax(rateLimitPolicies[policy], FACTOR);
    const fixed = nextAddress();
    // Per-account policies: each try from a new address, so only the account's count can refuse.
    const send = async (i: number) => t.app.inject(await request(perAccount ? nextAddress() : fixed, i));
    const allowed = await Promise.all(Array.from({ length: max }, (_, i) => send(i)));
    expect(allowed.filter((r) => r.statusCode === 429)).toEqual([]);
    expectTooMany(await send(max), rateLimitPolicies[policy].windowSeconds);
  }

  it('sign-in (both doors) per address', async () => {
    await overLimit(
      'sign-in:ip',
      async (remoteAddress, i) => ({
        method: 'POST',
        url: '/v2/auth/login-myaccount',
        payload: { username: `n${i}`, password: 'x' },
        remoteAddress,
      }),
      false,
    );
    await overLimit(
      'agent-sign-in:ip',
      async (remoteAddress, i) => ({
        method: 'POST',
        url: '/v2/auth/login-customer-support',
        payload: { username: 'demo', customer_un: 'demo', cc_un: `a${i}`, password: 'x', isCC: true },
        remoteAddress,
      }),
      false,
    );
  });

  it('passkey sign-in shares the password door’s allowance per address; its options have their own', async () => {
    await overLimit(
      'sign-in:ip',
      async (remoteAddress, i) => ({
        method: 'POST',
        url: i % 2 ? '/v2/auth/login-passkey' : '/v2/auth/login-myaccount',
        payload:
          i % 2
            ? {
                credential: {
                  id: `c${i}`,
                  rawId: `c${i}`,
                  type: 'public-key',
                  clientExtensionResults: {},
                  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
                },
              }
            : { username: `p${i}`, password: 'x' },
        remoteAddress,
      }),
      false,
    );
    await overLimit(
      'passkey-options:ip',
      async (remoteAddress) => ({ method: 'POST', url: '/v2/auth/passkey-options', remoteAddress }),
      false,
    );
  });

  it('the enrolment a brand requires at sign-in shares the password door’s allowance per address', async () => {
    const steps = ['setup', 'confirm', 'finish'];
    await overLimit(
      'sign-in:ip',
      async (remoteAddress, i) => ({
        method: 'POST',
        url: `/v2/auth/two-step-enrolment/${steps[i % 3]}`,
        payload: { enrolmentToken: `t${i}`, code: '123456' },
        remoteAddress,
      }),
      false,
    );
  });

  it('refresh per address and per token', async () => {
    await overLimit(
      'refresh:ip',
      async (remoteAddress, i) => ({
        method: 'POST',
        url: '/v2/auth/refresh',
        payload: { RefreshToken: `unknown-${i}` },
        remoteAddress,
      }),
      false,
    );
    await overLimit(
      'refresh:token',
      async (remoteAddress) => ({
        method: 'POST',
        url: '/v2/auth/refresh',
        payload: { RefreshToken: 'the-same-token' },
        remoteAddress,
      }),
      true,
    );
  });

  it('forgot-password, forgot-username, validate-reset-hash and reset-password per address and per account or token', async () => {
    const post =
      (url: string, payload: (i: number) => object) => async (remoteAddress: string, i: number) => ({
        method: 'POST' as const,
        url,
        payload: payload(i),
        remoteAddress,
      });
    const newPassword = 'Correct-Horse-Battery-9';
    const cases = [
      [
        'forgot-password:ip',
        '/v2/customers/forgot-password',
        (i: number) => ({ brandId: 1, username: `u${i}`, email: 'a@b.co' }),
      ],
      [
        'forgot-password:account',
        '/v2/customers/forgot-password',
        () => ({ brandId: 1, username: 'same', email: 'a@b.co' }),
      ],
      [
        'forgot-username:ip',
        '/v2/customers/forgot-username',
        (i: number) => ({ brandId: 1, email: `e${i}@b.co` }),
      ],
      [
        'forgot-username:account',
        '/v2/customers/forgot-username',
        () => ({ brandId: 1, email: 'same@b.co' }),
      ],
      ['validate-reset-hash:ip', '/v2/customers/validate-reset-hash', (i: number) => ({ hash: `h${i}` })],
      ['validate-reset-hash:token', '/v2/customers/validate-reset-hash', () => ({ hash: 'same' })],
      [
        'reset-password:ip',
        '/v2/customers/reset-password',
        (i: number) => ({ SecurityToken: `h${i}`, newPassword }),
      ],
      [
        'reset-password:token',
        '/v2/customers/reset-password',
        () => ({ SecurityToken: 'same', newPassword }),
      ],
    ] as const;
    for (const [policy, url, payload] of cases) {
      await overLimit(policy, post(url, payload), !policy.endsWith(':ip'));
    }
  });

  it('link-accounts per signed-in customer and per address', async () => {
    const [demo, solo, newbie, legacy, cliente] = await Promise.all(
      ['demo', 'solo', 'newbie', 'legacy', 'cliente'].map((name) => t.login(name)),
    );
    const link = (session: TestSession, remoteAddress: string): InjectOptions => ({
      method: 'POST',
      url: `/v2/customers/${session.customerId}/link-accounts`,
      headers: session.headers,
      payload: { oldUsername: 'nobody', oldPassword: 'x' },
      remoteAddress,
    });
    await overLimit('link-accounts:account', async (remoteAddress) => link(demo!, remoteAddress), true);
    // Per address: customers in turn, none of them past its own allowance.
    const turn = [solo!, newbie!, legacy!, cliente!];
    await overLimit(
      'link-accounts:ip',
      async (remoteAddress, i) => link(turn[i % turn.length]!, remoteAddress),
      false,
    );
  });

  it('statement PDFs (fetched by custStatementTkn) per signed-in customer', async () => {
    const demo = await t.login('demo');
    const [enrollmentId] = (await enrollmentIdsOf(t, demo)).all;
    await overLimit(
      'statement-pdf:account',
      async (remoteAddress, i) => ({
        url: `/v2/billing/statements-pdf/${enrollmentId}?custStatementTkn=guess-${i}`,
        headers: demo.headers,
        remoteAddress,
      }),
      true,
    );
  });
});
