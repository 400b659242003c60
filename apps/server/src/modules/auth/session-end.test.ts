import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, decodeToken, type TestApp, type TestSession } from '../../test/build-test-app.ts';

/*
 * The customer cache (db/customer-cache.ts) must never let an ended session through. These writes
 * go straight to the database, past the app's own after-commit eviction, as another instance
 * or an operator's SQL would: only the triggers’ notifications (migration 0030) can end the
 * kept session. On PostgreSQL they arrive on the listening connection a moment after commit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profileStatus = async (s: TestSession) =>
  (await t.app.inject({ url: `/v2/customers/${s.customerId}/profile`, headers: s.headers })).statusCode;

/** The status once it is `awaited`, asked again every 50 ms for up to two seconds. */
const statusOnce = (s: TestSession, awaited: number) =>
  expect.poll(() => profileStatus(s), { timeout: 2000, interval: 50 }).toBe(awaited);
const statusOnceEnded = (s: TestSession) => statusOnce(s, 401);
const familyOf = (s: TestSession) => decodeToken(s.token).sid;

describe('a session ended by a write the app did not make', () => {
  it('is kept after one read: with the trigger off, a rename goes unnoticed (so the trigger is what ends it)', async () => {
    const s = await t.login('newbie');
    expect(await profileStatus(s)).toBe(200);
    await t.db.execute(sql`alter table customers disable trigger customers_customer_change`);
    try {
      await t.db.execute(sql`update customers set user_name = 'newbie-renamed' where id = ${s.customerId}`);
      expect(await profileStatus(s)).toBe(200);
    } finally {
      await t.db.execute(sql`alter table customers enable trigger customers_customer_change`);
    }
    await t.db.execute(sql`update customers set user_name = 'newbie' where id = ${s.customerId}`);
  });

  it('ends when its refresh-token family is revoked', async () => {
    const s = await t.login('demo');
    const other = await t.login('demo');
    expect(await profileStatus(s)).toBe(200);
    expect(await profileStatus(other)).toBe(200);
    await t.db.execute(sql`update refresh_tokens set revoked_at = now() where family_id = ${familyOf(s)}`);
    await statusOnceEnded(s);
    expect(await profileStatus(other)).toBe(200); // the customer's other session goes on
  });

  it('ends when its refresh tokens are deleted', async () => {
    const s = await t.login('demo');
    expect(await profileStatus(s)).toBe(200);
    await t.db.execute(sql`delete from refresh_tokens where family_id = ${familyOf(s)}`);
    await statusOnceEnded(s);
  });

  it('ends when the customer is renamed, and works again under the old name', async () => {
    const s = await t.login('solo');
    expect(await profileStatus(s)).toBe(200);
    await t.db.execute(sql`update customers set user_name = 'solo-elsewhere' where id = ${s.customerId}`);
    await statusOnceEnded(s);
    await t.db.execute(sql`update customers set user_name = 'solo' where id = ${s.customerId}`);
    await statusOnce(s, 200);
  });

  it('ends when the customer is linked into another account', async () => {
    const s = await t.login('cliente');
    const demo = await t.login('demo');
    expect(await profileStatus(s)).toBe(200);
    await t.db.execute(
      sql`update customers set linked_into_customer_id = ${demo.customerId} where id = ${s.customerId}`,
    );
    await statusOnceEnded(s);
    await t.db.execute(sql`update customers set linked_into_customer_id = null where id = ${s.customerId}`);
  });

  it('answers 403 once the customer’s hash changes under a kept session', async () => {
    const s = await t.login('legacy');
    expect(await profileStatus(s)).toBe(200);
    await t.db.execute(
      sql`update customers set customer_hash = ${`${s.customerHash}x`} where id = ${s.customerId}`,
    );
    await statusOnce(s, 403);
  });
});

describe('SESSION_CACHE_SECONDS=0', () => {
  it('keeps nothing: every request reads its session', async () => {
    const uncached = await buildTestApp({ env: { SESSION_CACHE_SECONDS: '0' } });
    try {
      const s = await uncached.login('demo');
      const res = await uncached.app.inject({
        url: `/v2/customers/${s.customerId}/profile`,
        headers: s.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(uncached.app.customerCache.size).toBe(0);
    } finally {
      await uncached.close();
    }
  });
});
