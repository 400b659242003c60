import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, customers } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

/*
 * The app's configuration read is kept in the customer cache (configurationFor). These changes
 * go straight to the database, past the app, as an operator's SQL would: the triggers'
 * notifications (migration 0030) must make the next reads see them, on PostgreSQL a moment
 * after commit.
 */
let t: TestApp;
let demo: TestSession;
let brandOfDemo: number;
let otherBrand: number;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login('demo');
  const [customer] = await t.db
    .select({ brandId: customers.brandId })
    .from(customers)
    .where(eq(customers.id, demo.customerId));
  brandOfDemo = customer!.brandId;
  const sites = await t.db.select({ id: brands.idSite }).from(brands);
  otherBrand = sites.map((site) => site.id).find((id) => id !== brandOfDemo)!;
});
afterAll(() => t.close());

const dropDaysOf = async (s: TestSession): Promise<unknown> => {
  const res = await t.app.inject({ url: '/v2/configuration-parameters', headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, unknown>>().my_account_days_to_request_drop;
};
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 2000, interval: 50 });

describe('the configuration a customer reads', () => {
  it('is kept: with the trigger off, a change made in SQL goes unnoticed (first: no notification still on its way)', async () => {
    const before = await dropDaysOf(demo);
    await t.db.execute(
      sql`alter table configuration_parameters disable trigger configuration_parameters_customer_change`,
    );
    try {
      await t.db.execute(
        sql`update configuration_parameters set value = '5'::jsonb where name = 'my_account_days_to_request_drop'`,
      );
      expect(await dropDaysOf(demo)).toBe(before);
    } finally {
      await t.db.execute(
        sql`update configuration_parameters set value = ${JSON.stringify(before)}::jsonb where name = 'my_account_days_to_request_drop'`,
      );
      await t.db.execute(
        sql`alter table configuration_parameters enable trigger configuration_parameters_customer_change`,
      );
    }
  });

  it('follows a portal-wide change and a brand override made in SQL, and their removal', async () => {
    const before = await dropDaysOf(demo);
    await t.db.execute(
      sql`update configuration_parameters set value = '7'::jsonb where name = 'my_account_days_to_request_drop'`,
    );
    try {
      await poll(() => dropDaysOf(demo)).toBe(7);
      await t.db.execute(sql`insert into brand_configuration_overrides (brand_id, name, value)
        values (${brandOfDemo}, 'my_account_days_to_request_drop', '9'::jsonb)`);
      await poll(() => dropDaysOf(demo)).toBe(9);
      await t.db.execute(sql`delete from brand_configuration_overrides
        where brand_id = ${brandOfDemo} and name = 'my_account_days_to_request_drop'`);
      await poll(() => dropDaysOf(demo)).toBe(7);
    } finally {
      await t.db.execute(
        sql`update configuration_parameters set value = ${JSON.stringify(before)}::jsonb where name = 'my_account_days_to_request_drop'`,
      );
    }
    await poll(() => dropDaysOf(demo)).toBe(before);
  });

  it('follows the customer to another brand', async () => {
    await t.db.execute(sql`insert into brand_configuration_overrides (brand_id, name, value)
      values (${otherBrand}, 'my_account_days_to_request_drop', '11'::jsonb)`);
    try {
      const before = await dropDaysOf(demo);
      expect(before).not.toBe(11);
      await t.db.execute(sql`update customers set brand_id = ${otherBrand} where id = ${demo.customerId}`);
      await poll(() => dropDaysOf(demo)).toBe(11);
      await t.db.execute(sql`update customers set brand_id = ${brandOfDemo} where id = ${demo.customerId}`);
      await poll(() => dropDaysOf(demo)).toBe(before);
    } finally {
      await t.db.execute(sql`delete from brand_configuration_overrides
        where brand_id = ${otherBrand} and name = 'my_account_days_to_request_drop'`);
    }
  });
});
