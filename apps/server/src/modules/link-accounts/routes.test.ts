import { apiError, linkAccountsResponse, MISSING_PAYMENT_METHOD_MESSAGE } from '@myaccount/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, enrollments } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

let t: TestApp;
let demo: TestSession;
let newbie: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, newbie, solo] = await Promise.all([t.login('demo'), t.login('newbie'), t.login('solo')]);
});
afterAll(() => t.close());

const link = (session: TestSession, payload: object, customerId = session.customerId) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/customers/${customerId}/link-accounts`,
    headers: session.headers,
    payload,
  });

const answer = async (res: Awaited<ReturnType<typeof link>>) => {
  expect(res.statusCode).toBe(200);
  return linkAccountsResponse.parse(res.json());
};

async function enrollmentOwners(userName: string) {
  const [c] = await t.db.select().from(customers).where(eq(customers.userName, userName));
  return t.db.select().from(enrollments).where(eq(enrollments.customerId, c!.id));
}

describe('POST /v2/customers/:customerId/link-accounts', () => {
  it('asks newbie, who has no stored payment method, for one with the exact message', async () => {
    const res = await answer(await link(newbie, { oldUsername: 'legacy', oldPassword: DEMO_PASSWORD }));
    expect(res).toEqual({ succeeded: false, message: MISSING_PAYMENT_METHOD_MESSAGE });
    expect(await enrollmentOwners('legacy')).toHaveLength(1);
  });

  it('refuses wrong credentials, an unknown user and blank fields without moving anything', async () => {
    for (const payload of [
      { oldUsername: 'legacy', oldPassword: 'not-the-password' },
      { oldUsername: 'nobody-here', oldPassword: DEMO_PASSWORD },
      { oldUsername: '', oldPassword: '' },
    ]) {
      const res = await answer(await link(demo, payload));
      expect(res.succeeded).toBe(false);
      expect(res.message).not.toBe(MISSING_PAYMENT_METHOD_MESSAGE);
    }
    const wrong = await answer(await link(demo, { oldUsername: 'legacy', oldPassword: 'x' }));
    const unknown = await answer(await link(demo, { oldUsername: 'nobody-here', oldPassword: 'x' }));
    expect(wrong.message).toBe(unknown.message);
    expect(await enrollmentOwners('legacy')).toHaveLength(1);
  });

  it('refuses linking the account you are signed in to', async () => {
    const res = await answer(await link(demo, { oldUsername: 'demo', oldPassword: DEMO_PASSWORD }));
    expect(res).toMatchObject({ succeeded: false, message: 'This is the account you are signed in to.' });
  });

  it('refuses an account of another brand', async () => {
    const res = await answer(await link(demo, { oldUsername: 'cliente', oldPassword: DEMO_PASSWORD }));
    expect(res.succeeded).toBe(false);
    expect(await enrollmentOwners('cliente')).toHaveLength(1);
  });

  it("refuses another customer's id with 403 and bad input with 400", async () => {
    const res = await link(solo, { oldUsername: 'legacy', oldPassword: DEMO_PASSWORD }, demo.customerId);
    expect(res.statusCode).toBe(403);
    const bad = await link(demo, { oldUsername: 'legacy' });
    expect(bad.statusCode).toBe(400);
    expect(apiError.parse(bad.json()).errors[0]!.field).toBe('oldPassword');
    expect(await enrollmentOwners('legacy')).toHaveLength(1);
  });

  it('links legacy into demo (as the agent, audited): enrollments move, legacy can no longer sign in', async () => {
    const before = (await enrollmentOwners('demo')).length;
    const agent = await t.loginAgent('demo');
    const res = await answer(await link(agent, { oldUsername: 'LEGACY', oldPassword: DEMO_PASSWORD }));
    expect(res.succeeded).toBe(true);
    expect(await enrollmentOwners('demo')).toHaveLength(before + 1);
    expect(await enrollmentOwners('legacy')).toHaveLength(0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/login-myaccount',
      payload: { username: 'legacy', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, demo.customerId), eq(auditLog.action, 'account.link')));
    expect(entry!.agentUserName).toBe('agent');

    // Already linked: a second attempt (here by solo) moves nothing.
    const again = await answer(await link(solo, { oldUsername: 'legacy', oldPassword: DEMO_PASSWORD }));
    expect(again).toMatchObject({
      succeeded: false,
      message: 'This account is already linked to another account.',
    });
    expect(await enrollmentOwners('demo')).toHaveLength(before + 1);
  });

  it('locks a user name after 10 wrong passwords, like sign-in (429 with Retry-After)', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await answer(await link(demo, { oldUsername: 'newbie', oldPassword: `wrong-${i}` }))).succeeded,
      ).toBe(false);
    }
    const locked = await link(demo, { oldUsername: 'newbie', oldPassword: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same lock guards sign-in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/login-myaccount',
      payload: { username: 'newbie', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
  });
});
