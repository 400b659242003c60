import { accountAccess, apiError } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const url = (s: TestSession) => `/v2/customers/${s.customerId}/access`;
const accessOf = async (s: TestSession) => {
  const res = await t.app.inject({ url: url(s), headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return accountAccess.parse(res.json());
};
const end = (s: TestSession, owner: TestSession, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${url(owner)}/sessions/${id}`, headers: s.headers });
const works = async (s: TestSession) =>
  (await t.app.inject({ url: `/v2/customers/${s.customerId}/profile`, headers: s.headers })).statusCode;

describe('who has access (issue 16)', () => {
  it('lists the customer’s own sessions and an agent’s, marks the current one, and ends the agent’s', async () => {
    const here = await t.login('demo');
    const phone = await t.login('demo');
    const agent = await t.loginAgent('demo');
    const access = await accessOf(here);
    const current = access.sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ agentUserName: null, live: true });
    const agentSession = access.sessions.find((s) => s.agentUserName === 'agent' && s.live);
    expect(agentSession).toBeDefined();
    expect(access.sessions.filter((s) => s.live && s.agentUserName === null).length).toBeGreaterThanOrEqual(
      2,
    );

    // An agent may read the list but not end a session.
    const byAgent = await end(agent, agent, agentSession!.id);
    expect(byAgent.statusCode).toBe(403);
    expect(apiError.parse(byAgent.json()).errors[0]!.code).toBe('agent_cannot_end_sessions');

    expect(await works(agent)).toBe(200);
    expect((await end(here, here, agentSession!.id)).statusCode).toBe(204);
    expect(await works(agent)).toBe(401);
    expect(await works(phone)).toBe(200);
    const after = await accessOf(here);
    expect(after.sessions.find((s) => s.id === agentSession!.id)!.live).toBe(false);
    // Ending it again: nothing left to end.
    const again = await end(here, here, agentSession!.id);
    expect(again.statusCode).toBe(404);
    expect(apiError.parse(again.json()).errors[0]!.code).toBe('session_not_found');
  });

  it('never reaches another customer’s sessions', async () => {
    const demo = await t.login('demo');
    const cliente = await t.login('cliente');
    const demoSession = (await accessOf(demo)).sessions.find((s) => s.current)!;
    // Through cliente's own path with demo's session id: not theirs, so not found.
    const viaOwnPath = await end(cliente, cliente, demoSession.id);
    expect(viaOwnPath.statusCode).toBe(404);
    // Through demo's path: the path's customer is not the caller.
    expect((await end(cliente, demo, demoSession.id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(demo), headers: cliente.headers })).statusCode).toBe(403);
    expect(await works(demo)).toBe(200);
    expect((await accessOf(cliente)).sessions.some((s) => s.id === demoSession.id)).toBe(false);
  });

  it('answers 400 for a session id that is not a UUID, and 401 without a session', async () => {
    const demo = await t.login('demo');
    expect((await end(demo, demo, 'not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ url: url(demo) })).statusCode).toBe(401);
  });

  it('names the older accounts linked into this one', async () => {
    const owner = await t.login('demo');
    expect((await accessOf(owner)).linkedAccounts).toEqual([]);
    const linked = await t.app.inject({
      method: 'POST',
      url: `/v2/customers/${owner.customerId}/link-accounts`,
      headers: owner.headers,
      payload: { oldUsername: 'legacy', oldPassword: DEMO_PASSWORD },
    });
    expect(linked.json()).toMatchObject({ succeeded: true });
    expect((await accessOf(owner)).linkedAccounts).toEqual(['legacy']);
  });

  it('ending the current session signs this browser out', async () => {
    const demo = await t.login('demo');
    const current = (await accessOf(demo)).sessions.find((s) => s.current)!;
    expect((await end(demo, demo, current.id)).statusCode).toBe(204);
    expect(await works(demo)).toBe(401);
  });
});
