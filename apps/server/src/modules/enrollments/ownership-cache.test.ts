import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/payment-helpers.ts';

/*
 * A bill read keeps "this enrollment is yours" in the customer cache (checkOwnEnrollment). The
 * moves here go straight to the database, past the app, as another instance or an operator's
 * SQL would: only the trigger's notification (migration 0030) can tell the former owner's
 * instance. On PostgreSQL it arrives on the listening connection a moment after commit.
 */
let t: TestApp;
let demo: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
});
afterAll(() => t.close());

const summaryStatus = async (s: TestSession, enrollmentId: number) =>
  (await t.app.inject({ url: `/v2/billing/statement-summary/${enrollmentId}`, headers: s.headers }))
    .statusCode;

const moveTo = (enrollmentId: number, customerId: number) =>
  t.db.execute(sql`update enrollments set customer_id = ${customerId} where id_enrollment = ${enrollmentId}`);

describe('an enrollment moved to another customer by a write the app did not make', () => {
  it('is kept as the former owner’s with the trigger off (so the trigger is what ends it)', async () => {
    const [id] = await enrollmentIdsOf(t, demo);
    expect(await summaryStatus(demo, id!)).toBe(200);
    await t.db.execute(sql`alter table enrollments disable trigger enrollments_customer_change`);
    try {
      await moveTo(id!, solo.customerId);
      expect(await summaryStatus(demo, id!)).toBe(200);
    } finally {
      await moveTo(id!, demo.customerId);
      await t.db.execute(sql`alter table enrollments enable trigger enrollments_customer_change`);
    }
  });

  it('is refused to the former owner at once, answered to the new one, and back again when it returns', async () => {
    const [id] = await enrollmentIdsOf(t, demo);
    expect(await summaryStatus(demo, id!)).toBe(200);
    expect(await summaryStatus(solo, id!)).toBe(404); // a no is not kept…
    await moveTo(id!, solo.customerId);
    try {
      await expect.poll(() => summaryStatus(demo, id!), { timeout: 2000, interval: 50 }).toBe(404);
      expect(await summaryStatus(solo, id!)).toBe(200); // …so the new owner reads it at once
    } finally {
      await moveTo(id!, demo.customerId);
    }
    await expect.poll(() => summaryStatus(solo, id!), { timeout: 2000, interval: 50 }).toBe(404);
    expect(await summaryStatus(demo, id!)).toBe(200);
  });
});
