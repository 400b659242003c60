import { apiError, customerProfile, passwordChangeResponse } from '@myaccount/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
});
afterAll(() => t.close());

const put = (session: TestSession, payload: object, customerId = session.customerId) =>
  t.app.inject({ method: 'PUT', url: `/v2/customers/${customerId}`, headers: session.headers, payload });

const profileOfSolo = {
  username: 'solo',
  email: 'sam.patel@example.com',
  alternativeEmail: 'sam.home@example.org',
  phone: '713.555.0100',
  notificationToEmail: true,
  notificationToAlternativeEmail: true,
  language: 'es',
  opted_marketing_coms: true,
};

describe('PUT /v2/customers/:customerId — profile form', () => {
  it('saves the profile, normalises the phone and answers the new profile', async () => {
    const res = await put(solo, profileOfSolo);
    expect(res.statusCode).toBe(200);
    expect(customerProfile.parse(res.json())).toMatchObject({
      user_name: 'solo',
      alternative_email: 'sam.home@example.org',
      phone: '(713) 555-0100',
      send_to_secondary_email: true,
      id_prefered_language: 'es',
      opted_marketing_coms: true,
    });
    const again = await t.app.inject({
      url: `/v2/customers/${solo.customerId}/profile`,
      headers: solo.headers,
    });
    expect(customerProfile.parse(again.json()).phone).toBe('(713) 555-0100');
  });

  it('names every bad field and changes nothing', async () => {
    const res = await put(solo, {
      ...profileOfSolo,
      email: 'not-an-email',
      alternativeEmail: '',
      phone: '555-01',
      username: 'no spaces',
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    const fields = apiError.parse(res.json()).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'phone', 'username', 'language']));
    // Notifications to an alternative address need one.
    const noAlternative = await put(solo, { ...profileOfSolo, alternativeEmail: '' });
    expect(apiError.parse(noAlternative.json()).errors[0]!.field).toBe('alternativeEmail');
    const badAlternative = await put(solo, { ...profileOfSolo, alternativeEmail: 'x@' });
    expect(apiError.parse(badAlternative.json()).errors[0]!.field).toBe('alternativeEmail');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, solo.customerId));
    expect(row!.email).toBe('sam.patel@example.com');
    expect((await put(solo, { username: 'solo' })).statusCode).toBe(400);
  });

  it('refuses a user name someone else has, in any case, with 409', async () => {
    const res = await put(solo, { ...profileOfSolo, username: 'DEMO' });
    expect(res.statusCode).toBe(409);
    expect(apiError.parse(res.json()).errors[0]).toMatchObject({
      field: 'username',
      code: 'user_name_taken',
    });
  });

  it("refuses another customer's id with 403 and leaves them alone", async () => {
    const res = await put(solo, { ...profileOfSolo, username: 'taken-over' }, demo.customerId);
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, demo.customerId));
    expect(row!.userName).toBe('demo');
  });

  it('lets an agent change the profile and records the agent and each changed value in the audit log', async () => {
    const agent = await t.loginAgent('newbie');
    const [before] = await t.db.select().from(customers).where(eq(customers.id, agent.customerId));
    const res = await put(agent, {
      ...profileOfSolo,
      username: 'newbie',
      email: before!.email,
      alternativeEmail: '',
      notificationToAlternativeEmail: false,
    });
    expect(res.statusCode).toBe(200);
    expect(customerProfile.parse(res.json()).cc_un).toBe('agent');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, agent.customerId), eq(auditLog.action, 'profile.update')))
      .orderBy(desc(auditLog.id));
    expect(entry!.agentUserName).toBe('agent');
    const { changes } = entry!.details as { changes: Record<string, { from: unknown; to: unknown }> };
    expect(changes.phone).toEqual({ from: before!.phone, to: '(713) 555-0100' });
    expect(changes.preferredLanguage).toEqual({ from: before!.preferredLanguage, to: 'es' });
    // Unchanged fields are not repeated.
    expect(changes).not.toHaveProperty('email');
    expect(changes).not.toHaveProperty('userName');
  });
});

describe('PUT /v2/customers/:customerId — password form', { timeout: 120_000 }, () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload: { RefreshToken: refreshToken } });

  it('refuses an agent with 403', async () => {
    const agent = await t.loginAgent('demo');
    const res = await put(agent, { password: DEMO_PASSWORD, newPassword: 'Lantern-Orbit-Pickle-42' });
    expect(res.statusCode).toBe(403);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('agent_cannot_change_password');
  });

  it('refuses a wrong current password, a weak or unchanged new one, naming the field', async () => {
    const wrong = await put(demo, { password: 'not-it', newPassword: 'Lantern-Orbit-Pickle-42' });
    expect(wrong.statusCode).toBe(400);
    expect(apiError.parse(wrong.json()).errors[0]).toMatchObject({
      field: 'password',
      code: 'current_password_incorrect',
    });
    const weak = await put(demo, { password: DEMO_PASSWORD, newPassword: 'password1234' });
    expect(apiError.parse(weak.json()).errors[0]).toMatchObject({
      field: 'newPassword',
      code: 'password_too_weak',
    });
    const same = await put(demo, { password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(apiError.parse(same.json()).errors[0]).toMatchObject({
      field: 'newPassword',
      code: 'password_unchanged',
    });
    const short = await put(demo, { password: DEMO_PASSWORD, newPassword: 'Short-1' });
    expect(apiError.parse(short.json()).errors[0]!.field).toBe('newPassword');
    expect((await put(demo, { newPassword: 'Lantern-Orbit-Pickle-42' })).statusCode).toBe(400);
  });

  it('changes the password, ends the other sessions and hands the caller a fresh one', async () => {
    const otherDevice = await t.login('demo');
    const res = await put(demo, { password: DEMO_PASSWORD, newPassword: 'Lantern-Orbit-Pickle-42' });
    expect(res.statusCode).toBe(200);
    const fresh = passwordChangeResponse.parse(res.json());
    // Other sessions end at once, access tokens included; the caller carries on with the fresh pair.
    const read = (headers: TestSession['headers']) =>
      t.app.inject({ url: `/v2/customers/${demo.customerId}/profile`, headers });
    expect((await read(otherDevice.headers)).statusCode).toBe(401);
    expect((await read(demo.headers)).statusCode).toBe(401);
    const freshHeaders = { authorization: `Bearer ${fresh.token}`, 'x-customer-hash': fresh.customerHash };
    expect((await read(freshHeaders)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await refresh(demo.refreshToken)).statusCode).toBe(401);
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/auth/login-myaccount',
        payload: { username: 'demo', password },
      });
    expect((await login('Lantern-Orbit-Pickle-42')).statusCode).toBe(200);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('counts wrong current passwords toward the sign-in lock', async () => {
    const session = await t.login('legacy');
    for (let i = 0; i < 10; i++)
      await put(session, { password: `wrong-${i}`, newPassword: 'Lantern-Orbit-Pickle-42' });
    const locked = await put(session, { password: DEMO_PASSWORD, newPassword: 'Lantern-Orbit-Pickle-42' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});
