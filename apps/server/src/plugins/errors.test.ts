import { apiError } from '@myaccount/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, refreshTokens } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A route that fails the way a bug would, with a detail that must not leak.
  t.app.get('/v2/test/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
});
afterAll(() => t.close());

const login = '/v2/auth/login-myaccount';

async function rowCounts() {
  const [attempts] = await t.db.select({ n: count() }).from(loginAttempts);
  const [tokens] = await t.db.select({ n: count() }).from(refreshTokens);
  return { attempts: attempts!.n, tokens: tokens!.n };
}

describe('error shape', () => {
  it('answers malformed JSON with 400 invalid_json and changes nothing', async () => {
    const before = await rowCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo", ',
    });
    expect(res.statusCode).toBe(400);
    const body = apiError.parse(res.json());
    expect(body.errors.map((e) => e.code)).toEqual(['invalid_json']);
    expect(await rowCounts()).toEqual(before);
  });

  it('names each missing or wrong-typed field', async () => {
    const res = await t.app.inject({ method: 'POST', url: login, payload: { username: 42 } });
    expect(res.statusCode).toBe(400);
    const body = apiError.parse(res.json());
    expect(body.errors.map((e) => e.field).sort()).toEqual(['password', 'username']);
    expect(body.errors.every((e) => e.code === 'bad_request')).toBe(true);
  });

  it('names nested paths with dots', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { RefreshToken: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('RefreshToken');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      payload: { username: 'demo', password: 'x'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('payload_too_large');
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'text/plain' },
      payload: 'username=demo',
    });
    expect(res.statusCode).toBe(415);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('unsupported_media_type');
  });

  it('answers an unknown route with 404 in the same shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/v2/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(apiError.parse(res.json()).errors[0]!.code).toBe('not_found');
    }
  });

  it('hides a 500 behind a generic message and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = apiError.parse(res.json());
    expect(body.errors).toEqual([{ code: 'internal', message: expect.any(String) }]);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toMatch(/at .+:\d+:\d+/);
    expect(res.body).not.toContain('stack');
  });

  it('strips unknown body fields instead of refusing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      payload: { username: 'solo', password: 'Welcome-2026!', extra: { nested: true } },
    });
    expect(res.statusCode).toBe(200);
  });
});
