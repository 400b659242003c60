import { apiError } from '@myaccount/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, refreshTokens } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../db/seed/index.ts';
import { enrollmentIdsOf } from '../test/payment-helpers.ts';
import { buildTestApp, type TestApp, type TestSession } from '../test/build-test-app.ts';
import { findControlChar } from './edge-validation.ts';

let t: TestApp;
let demo: TestSession;
let enrollment: number;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login('demo');
  enrollment = (await enrollmentIdsOf(t, demo))[0]!;
});
afterAll(() => t.close());

async function rowCounts() {
  const [attempts] = await t.db.select({ n: count() }).from(loginAttempts);
  const [tokens] = await t.db.select({ n: count() }).from(refreshTokens);
  return { attempts: attempts!.n, tokens: tokens!.n };
}

/** A 400 in the documented shape whose first item names `field`. */
function expectBadField(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = apiError.parse(res.json());
  expect(body.errors.map((e) => e.field)).toContain(field);
}

describe('findControlChar', () => {
  it('names the first nested string or key holding a control character', () => {
    expect(findControlChar({ a: 'ok', b: [{ c: 'x\u0000' }] }, '')).toBe('b.0.c');
    expect(findControlChar({ 'k\u0001': 'v' }, '')).toBe('k\u0001');
    expect(findControlChar({ note: 'line one\nline two\ttab\r\n' }, '')).toBeUndefined();
    expect(findControlChar('plain', 'q')).toBeUndefined();
  });
});

describe('edge validation (issue 11)', () => {
  it('refuses a NUL in the sign-in user name with 400 naming the field, and records nothing', async () => {
    const before = await rowCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/login-myaccount',
      payload: { username: 'demo\u0000', password: 'whatever' },
    });
    expectBadField(res, 'username');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a control character in a query string', async () => {
    const res = await t.app.inject({
      url: `/v2/payments/charge-transaction/by-enrollment/${enrollment}/total-opsadmin-payments?startDate=2026-01-01%00`,
      headers: demo.headers,
    });
    expectBadField(res, 'startDate');
  });

  it('refuses ids beyond int4 in paths with 400, not 500', async () => {
    for (const url of [
      '/v2/billing/statements/2147483648',
      '/v2/payments/history-by-enrollment/99999999999999',
    ]) {
      const res = await t.app.inject({ url, headers: demo.headers });
      expectBadField(res, 'id');
    }
    // The largest int4 is a well-formed id that simply is not ours: refused by ownership (the
    // one answer of decision 0008), not by shape.
    const max = await t.app.inject({ url: '/v2/billing/statements/2147483647', headers: demo.headers });
    expect(max.statusCode).toBe(404);
  });

  it('refuses ids beyond int4 in bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/enrollments/${enrollment}/drop`,
      headers: demo.headers,
      payload: { effectiveDate: '2030-01-15', reasonCodeId: 2 ** 31, removeMeter: false },
    });
    expectBadField(res, 'reasonCodeId');
  });

  it.each(['0000-00-00', '2026-13-01', '2026-02-30', '2026-2-3'])(
    'refuses the impossible date %s',
    async (date) => {
      const res = await t.app.inject({
        url: `/v2/payments/charge-transaction/by-enrollment/${enrollment}/total-opsadmin-payments?startDate=${date}`,
        headers: demo.headers,
      });
      expectBadField(res, 'startDate');
    },
  );

  it('accepts a real leap day', async () => {
    const res = await t.app.inject({
      url: `/v2/payments/charge-transaction/by-enrollment/${enrollment}/total-opsadmin-payments?startDate=2024-02-29`,
      headers: demo.headers,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('Cache-Control (issue 11)', () => {
  it('forbids caching sign-in, refresh and personal-data replies', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/login-myaccount',
      payload: { username: 'demo', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { RefreshToken: login.json().refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('private, no-store');
    const statements = await t.app.inject({
      url: `/v2/billing/statements/${enrollment}`,
      headers: demo.headers,
    });
    expect(statements.statusCode).toBe(200);
    expect(statements.headers['cache-control']).toBe('private, no-store');
  });
});
