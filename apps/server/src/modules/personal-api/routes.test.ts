import { apiError, apiToken, createdApiToken, meIntervals, type CreatedApiToken } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiTokens, auditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { marketToday } from '../billing/index.ts';
import { enrollmentIdsOf, type EnrollmentIds } from '../../test/billing-fixtures.ts';

let t: TestApp;
let demo: TestSession;
let cliente: TestSession;
let demoIds: EnrollmentIds;
let clienteId: number;
/** One token with both scopes for the reading tests (demo may hold at most 10). */
let reader: string;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, cliente] = await Promise.all([t.login('demo'), t.login('cliente')]);
  demoIds = await enrollmentIdsOf(t, demo);
  clienteId = (await enrollmentIdsOf(t, cliente)).all[0]!;
  reader = (await newToken(demo, ['usage', 'billing'], 'Reader')).token;
});
afterAll(() => t.close());

const tokensUrl = (s: TestSession) => `/v2/customers/${s.customerId}/api-tokens`;

async function create(session: TestSession, body: object) {
  return t.app.inject({ method: 'POST', url: tokensUrl(session), headers: session.headers, payload: body });
}

async function newToken(
  session: TestSession,
  scopes: string[],
  name = 'Home Assistant',
): Promise<CreatedApiToken> {
  const res = await create(session, { name, scopes, expiresInDays: 90 });
  expect(res.statusCode, res.body).toBe(201);
  return createdApiToken.parse(res.json());
}

const me = (token: string | null, url: string) =>
  t.app.inject({ url, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

// A week of the latest past January: standard time all through, so clock and stored days agree.
const today = marketToday();
const year = today.slice(5) > '01-20' ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
const from = `${year}-01-10`;
const to = `${year}-01-16`;

describe('personal API tokens (issue 16)', () => {
  it('creates a token shown once, listed afterwards by name, scopes and prefix only', async () => {
    const created = await newToken(demo, ['billing', 'usage'], 'Solar installer');
    expect(created.token).toMatch(/^mya_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.scopes).toEqual(['usage', 'billing']);
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const list = await t.app.inject({ url: tokensUrl(demo), headers: demo.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    const listed = z
      .array(apiToken)
      .parse(list.json())
      .find((x) => x.id === created.id);
    expect(listed).toMatchObject({
      name: 'Solar installer',
      prefix: created.prefix,
      lastUsedAt: null,
      expired: false,
    });

    // Only a hash is stored.
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'api-token.create'));
    expect(JSON.stringify(audits)).not.toContain(created.token.slice(4));
  });

  it('reads the same enrollments and statements the portal shows, and records the use', async () => {
    const { token, id } = await newToken(demo, ['billing']);
    const portal = await t.app.inject({
      url: `/v2/customers/${demo.customerId}/enrollments`,
      headers: demo.headers,
    });
    const res = await me(token, '/v2/me/enrollments');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(portal.json());
    expect(res.headers['cache-control']).toBe('private, no-store');

    const statements = await me(token, `/v2/me/enrollments/${demoIds.all[0]}/statements`);
    const portalStatements = await t.app.inject({
      url: `/v2/billing/statements/${demoIds.all[0]}`,
      headers: demo.headers,
    });
    expect(statements.statusCode).toBe(200);
    expect(statements.json()).toEqual(portalStatements.json());

    const list = z
      .array(apiToken)
      .parse((await t.app.inject({ url: tokensUrl(demo), headers: demo.headers })).json());
    expect(list.find((x) => x.id === id)!.lastUsedAt).not.toBeNull();
  });

  it('streams 15-minute reads as JSON that match the Smart Meter Texas file of the same week', async () => {
    const token = reader;
    const id = demoIds.electric[0]!;
    const res = await me(token, `/v2/me/enrollments/${id}/intervals?startDate=${from}&endDate=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = meIntervals.parse(res.json());
    expect(body).toMatchObject({
      enrollmentId: id,
      unit: 'kWh',
      intervalMinutes: 15,
      timeZone: 'America/Chicago',
    });
    expect(body.intervals).toHaveLength(7 * 96);
    // Central standard time: the window's first read starts at 06:00 UTC.
    expect(body.intervals[0]!.start).toBe(`${from}T06:00:00.000Z`);
    const smt = await t.app.inject({
      url: `/v2/data-export/smt-csv/${id}?startDate=${from}&endDate=${to}`,
      headers: demo.headers,
    });
    const smtKwh = smt.body
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split(',')[5]));
    expect(body.intervals.map((i) => i.value)).toEqual(smtKwh);
  });

  it('names each read by its UTC start, so the fall-back day has 100 reads and the spring-forward day 92', async () => {
    const token = reader;
    const id = demoIds.electric[0]!;
    const dst = (day: string) =>
      me(token, `/v2/me/enrollments/${id}/intervals?startDate=${day}&endDate=${day}`);
    const fallBack = meIntervals.parse((await dst('2025-11-02')).json()).intervals;
    const springForward = meIntervals.parse((await dst('2026-03-08')).json()).intervals;
    expect(fallBack).toHaveLength(100);
    expect(springForward).toHaveLength(92);
    const starts = fallBack.map((i) => Date.parse(i.start));
    expect(starts.every((s, i) => i === 0 || s - starts[i - 1]! === 15 * 60_000)).toBe(true);
  });

  it('serves the Green Button feed to a usage token', async () => {
    const token = reader;
    const res = await me(
      token,
      `/v2/me/enrollments/${demoIds.electric[0]}/espi?startDate=${from}&endDate=${from}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(res.body).toContain('http://naesb.org/espi');
  });

  it('keeps each token to its scopes', async () => {
    const usage = await newToken(demo, ['usage']);
    const billing = await newToken(demo, ['billing']);
    const refused = await me(usage.token, `/v2/me/enrollments/${demoIds.all[0]}/statements`);
    expect(refused.statusCode).toBe(403);
    expect(apiError.parse(refused.json()).errors[0]!.code).toBe('api_token_scope_missing');
    const intervals = await me(
      billing.token,
      `/v2/me/enrollments/${demoIds.electric[0]}/intervals?startDate=${from}&endDate=${to}`,
    );
    expect(intervals.statusCode).toBe(403);
    expect((await me(usage.token, '/v2/me/enrollments')).statusCode).toBe(200);
  });

  it('never reads another customer’s enrollment, answering as the portal answers for it', async () => {
    const token = reader;
    const portal = await t.app.inject({ url: `/v2/billing/statements/${clienteId}`, headers: demo.headers });
    expect(portal.statusCode).toBeGreaterThanOrEqual(400);
    for (const path of [
      `statements`,
      `intervals?startDate=${from}&endDate=${to}`,
      `espi?startDate=${from}&endDate=${to}`,
    ]) {
      const res = await me(token, `/v2/me/enrollments/${clienteId}/${path}`);
      expect(res.statusCode, path).toBe(portal.statusCode);
      expect(res.body).not.toContain('<feed');
    }
  });

  it('stops a revoked token at once; another customer cannot revoke it', async () => {
    const { token, id } = await newToken(demo, ['usage']);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `${tokensUrl(cliente)}/${id}`,
      headers: cliente.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(apiError.parse(stranger.json()).errors[0]!.code).toBe('api_token_not_found');
    expect((await me(token, '/v2/me/enrollments')).statusCode).toBe(200);
    // Nor through demo's own path with cliente's session.
    const crossed = await t.app.inject({
      method: 'DELETE',
      url: `${tokensUrl(demo)}/${id}`,
      headers: cliente.headers,
    });
    expect(crossed.statusCode).toBe(403);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${tokensUrl(demo)}/${id}`,
      headers: demo.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await me(token, '/v2/me/enrollments')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${tokensUrl(demo)}/${id}`,
      headers: demo.headers,
    });
    expect(again.statusCode).toBe(404);
    const list = z
      .array(apiToken)
      .parse((await t.app.inject({ url: tokensUrl(demo), headers: demo.headers })).json());
    expect(list.some((x) => x.id === id)).toBe(false);
  });

  it('refuses an expired token, a malformed one and none at all with 401', async () => {
    const { token, id } = await newToken(demo, ['usage']);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    expect((await me(token, '/v2/me/enrollments')).statusCode).toBe(401);
    const listed = z
      .array(apiToken)
      .parse((await t.app.inject({ url: tokensUrl(demo), headers: demo.headers })).json());
    expect(listed.find((x) => x.id === id)!.expired).toBe(true);
    for (const bad of [null, 'mya_short', `mya_${'A'.repeat(43)}`, demo.token]) {
      const res = await me(bad, '/v2/me/enrollments');
      expect(res.statusCode, String(bad)).toBe(401);
    }
  });

  it('lets a support agent see the tokens but neither create nor revoke one', async () => {
    const agent = await t.loginAgent('demo');
    const { id } = await newToken(demo, ['usage']);
    expect((await t.app.inject({ url: tokensUrl(agent), headers: agent.headers })).statusCode).toBe(200);
    const made = await create(agent, { name: 'Agent', scopes: ['usage'], expiresInDays: 30 });
    expect(made.statusCode).toBe(403);
    expect(apiError.parse(made.json()).errors[0]!.code).toBe('agent_cannot_manage_tokens');
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${tokensUrl(agent)}/${id}`,
      headers: agent.headers,
    });
    expect(revoke.statusCode).toBe(403);
  });

  it('answers 400 naming the field for bad bodies, and 422 past the token limit', async () => {
    for (const [body, field] of [
      [{ name: ' ', scopes: ['usage'], expiresInDays: 30 }, 'name'],
      [{ name: 'x', scopes: [], expiresInDays: 30 }, 'scopes'],
      [{ name: 'x', scopes: ['payments'], expiresInDays: 30 }, 'scopes'],
      [{ name: 'x', scopes: ['usage', 'usage'], expiresInDays: 30 }, 'scopes'],
      [{ name: 'x', scopes: ['usage'], expiresInDays: 7 }, 'expiresInDays'],
      [{ name: 'a\u0000b', scopes: ['usage'], expiresInDays: 30 }, 'name'],
    ] as const) {
      const res = await create(cliente, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(apiError.parse(res.json()).errors[0]!.field ?? '').toContain(field);
    }
    for (let i = 0; i < 10; i++) await newToken(cliente, ['usage'], `Tool ${i}`);
    const over = await create(cliente, { name: 'One too many', scopes: ['usage'], expiresInDays: 30 });
    expect(over.statusCode).toBe(422);
    expect(apiError.parse(over.json()).errors[0]!.code).toBe('api_token_limit_reached');
  });

  it('refuses 15-minute reads for a gas meter, read once per cycle, with a reason', async () => {
    const token = reader;
    expect(demoIds.gas.length).toBeGreaterThan(0);
    const res = await me(
      token,
      `/v2/me/enrollments/${demoIds.gas[0]}/intervals?startDate=${from}&endDate=${to}`,
    );
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('no_interval_reads');
  });

  it('documents the read API in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/v2/me/enrollments',
        '/v2/me/enrollments/{id}/intervals',
        '/v2/me/enrollments/{id}/espi',
      ]),
    );
  });
});
