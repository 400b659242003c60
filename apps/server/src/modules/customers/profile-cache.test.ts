import type { Notification } from '@myaccount/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

/*
 * The profile and the notifications, read on every page load, are kept in the customer cache.
 * These changes go straight to the database, past the app, as another instance, a job or an
 * operator's SQL would: the triggers' notifications (migration 0030) must make the next reads
 * see them, on PostgreSQL a moment after commit. The app's own writes are seen at once (the
 * profile and notification route tests write and read back through the app).
 */
let t: TestApp;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  solo = await t.login('solo');
});
afterAll(() => t.close());

const read = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: solo.headers });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
const phone = async () => (await read<{ phone: string }>(`/v2/customers/${solo.customerId}/profile`)).phone;
const subjects = async () =>
  (await read<Notification[]>(`/v2/notifications/by-customer/${solo.customerId}`)).map(
    (n) => n.messages[0]!.subject,
  );
const poll = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 2000, interval: 50 });

describe('a customer’s profile and notifications changed by writes the app did not make', () => {
  it('are kept: with the trigger off, a phone changed in SQL goes unnoticed (first: nothing on its way)', async () => {
    const before = await phone();
    await t.db.execute(sql`alter table customers disable trigger customers_customer_change`);
    try {
      await t.db.execute(sql`update customers set phone = '5550001111' where id = ${solo.customerId}`);
      expect(await phone()).toBe(before);
    } finally {
      await t.db.execute(sql`update customers set phone = ${before} where id = ${solo.customerId}`);
      await t.db.execute(sql`alter table customers enable trigger customers_customer_change`);
    }
  });

  it('show a phone changed in SQL, and the old one once it is put back', async () => {
    const before = await phone();
    await t.db.execute(sql`update customers set phone = '5550002222' where id = ${solo.customerId}`);
    await poll(phone).toBe('5550002222');
    await t.db.execute(sql`update customers set phone = ${before} where id = ${solo.customerId}`);
    await poll(phone).toBe(before);
  });

  it('show a notification stored by another writer, and drop it once it is removed', async () => {
    expect(await subjects()).not.toContain('Stored past the app');
    await t.db.execute(sql`insert into notifications (customer_id, subject, body)
      values (${solo.customerId}, 'Stored past the app', 'A job on another instance stored this.')`);
    await poll(subjects).toContain('Stored past the app');
    await t.db.execute(
      sql`delete from notifications where customer_id = ${solo.customerId} and subject = 'Stored past the app'`,
    );
    await poll(subjects).not.toContain('Stored past the app');
  });
});
