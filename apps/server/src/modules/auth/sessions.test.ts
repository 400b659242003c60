import { apiError, refreshResponse } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, decodeToken, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refresh = (RefreshToken: string, Token = '') =>
  t.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload: { Token, RefreshToken } });
const logout = (RefreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/v2/auth/logout', payload: { RefreshToken } });

/** A read with the session's access token: 200 while the session lives, 401 once it ended. */
const readProfile = (session: { token: string; customerHash: string }, customerId: number) =>
  t.app.inject({
    url: `/v2/customers/${customerId}/profile`,
    headers: { authorization: `Bearer ${session.token}`, 'x-customer-hash': session.customerHash },
  });

function expect401(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(401);
  expect(apiError.parse(res.json()).errors[0]!.code).toBe('unauthorized');
}

describe('POST /v2/auth/refresh', () => {
  it('rotates: a new pair for the same customer, and the old refresh token is refused', async () => {
    const session = await t.login('demo');
    const res = await refresh(session.refreshToken, session.token);
    expect(res.statusCode).toBe(200);
    const next = refreshResponse.parse(res.json());
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.customerHash).toBe(session.customerHash);
    expect(decodeToken(next.token)).toMatchObject({ id: session.customerId, sub: 'demo', cc_un: '' });
    // The new access token works.
    const profile = await t.app.inject({
      url: `/v2/customers/${session.customerId}/profile`,
      headers: { authorization: `Bearer ${next.token}`, 'x-customer-hash': next.customerHash },
    });
    expect(profile.statusCode).toBe(200);
    expect401(await refresh(session.refreshToken));
  });

  it('revokes the whole family when a used refresh token is replayed', async () => {
    const session = await t.login('solo');
    const second = refreshResponse.parse((await refresh(session.refreshToken)).json());
    const third = refreshResponse.parse((await refresh(second.refreshToken)).json());
    // Replaying the first (already used) token: refused, and the newest one dies with it.
    expect401(await refresh(session.refreshToken));
    expect401(await refresh(third.refreshToken));
    // The stolen family's access token dies at once too, not when its 15 minutes run out.
    expect401(await readProfile(third, session.customerId));
    // Another session of the same customer is a different family and lives on.
    const other = await t.login('solo');
    expect((await readProfile(other, other.customerId)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('keeps agent mode across a refresh', async () => {
    const session = await t.loginAgent('demo');
    const next = refreshResponse.parse((await refresh(session.refreshToken)).json());
    expect(decodeToken(next.token)).toMatchObject({ sub: 'demo', cc_un: 'agent' });
  });

  it('refuses an unknown refresh token', async () => {
    expect401(await refresh('not-a-real-refresh-token'));
  });

  it('lets only one of two concurrent refreshes with the same token through', async () => {
    const session = await t.login('cliente');
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('POST /v2/auth/logout', () => {
  it('answers 204 and revokes the session family', async () => {
    const session = await t.login('demo');
    const next = refreshResponse.parse((await refresh(session.refreshToken)).json());
    const other = await t.login('demo');
    expect((await readProfile(next, session.customerId)).statusCode).toBe(200);
    const res = await logout(session.refreshToken);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect401(await refresh(next.refreshToken));
    // Logging out ends the access token too; the customer's other device stays signed in.
    expect401(await readProfile(next, session.customerId));
    expect((await readProfile(other, other.customerId)).statusCode).toBe(200);
  });

  it('answers 204 for an unknown token too (no oracle)', async () => {
    const res = await logout('never-issued');
    expect(res.statusCode).toBe(204);
  });

  it('still needs a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/auth/logout', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('RefreshToken');
  });
});
